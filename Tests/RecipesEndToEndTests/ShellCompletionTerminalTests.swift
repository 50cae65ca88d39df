import Foundation
import TestSupport
import Testing

/// Completion as a person meets it: a real interactive bash, zsh and fish in tmux, with the
/// completion script installed the way the README says. The test types a command, presses Tab,
/// reads the line the shell made, presses Enter, and checks that the command ran with the name.
/// (Calling `---completion` and evaluating its words is a different thing: bash's own quoting on
/// insertion, which once escaped names twice, happens only here.)
@Suite("shell completion in a real terminal", .serialized)
struct ShellCompletionTerminalTests {
    /// TheCocktailDB (the margarita sample) and Nenno's Pizza on one loopback server.
    struct Services: RecipesStub {
        let server: LoopbackServer
        let home: TemporaryFolder

        init(pizzas: String) throws {
            server = try LoopbackServer { request in
                if request.path == "/challenge/pizzas.json" { return .json(pizzas) }
                if request.path.hasPrefix("/challenge/") { return PizzaStub.answer(request) }
                return CocktailDBStub.answer(request)
            }
            home = try TemporaryFolder()
        }

        var endpoints: [String: String] {
            ["RECIPES_COCKTAILDB_URL": server.url("api/json/v1/1/"), "RECIPES_PIZZA_URL": server.url("challenge/")]
        }
    }

    enum Shell: String, CaseIterable, CustomTestStringConvertible {
        case bash, zsh, fish
        var testDescription: String { rawValue }
    }

    /// What each shell puts on the line for the one candidate `Tommy's Margarita`.
    static let completedTommy: [Shell: String] = [
        .bash: #"recipes cocktail show Tommy\'s\ Margarita"#,
        .zsh: #"recipes cocktail show Tommy\'s\ Margarita"#,
        .fish: #"recipes cocktail show Tommy\'s\ Margarita"#,
    ]

    @Test("Tab completes a name with a quote and a space, and the completed line runs", arguments: Shell.allCases)
    func completesAndRuns(shell: Shell) async throws {
        let services = try Services(pizzas: Self.oneMargherita)
        defer { services.stop() }
        #expect(try await services.run("cocktail", "list", "--letter", "t").status == 0, "the names are cached")
        try await withShell(shell, services) { pane in
            try await pane.type("recipes cocktail show Tom")
            try await pane.press("Tab")
            let completed = try await pane.waitFor(Self.completedTommy[shell]!)
            #expect(!completed.contains(#"\\"#), "escaped once, not twice: \(completed)")
            try await pane.run(" && echo ran-with-status-0")
            let screen = try await pane.waitFor("the command's output") { $0.contains("\nran-with-status-0") }
            #expect(screen.contains("Tommy's Margarita"), "\(screen)")
            #expect(screen.contains("Tequila"), "\(screen)")
        }
    }

    @Test("in bash, a name typed after an opening quote completes inside the quotes", arguments: ["\"", "'"])
    func bashQuoted(quote: String) async throws {
        let services = try Services(pizzas: Self.oneMargherita)
        defer { services.stop() }
        #expect(try await services.run("cocktail", "list", "--letter", "t").status == 0)
        try await withShell(.bash, services) { pane in
            try await pane.type("recipes cocktail show \(quote)Tom")
            try await pane.press("Tab")
            try await pane.waitFor(
                quote == "\"" ? #"recipes cocktail show "Tommy's Margarita""# : #"recipes cocktail show 'Tommy'\''s Margarita'"#)
            try await pane.run(" && echo ran-with-status-0")
            let screen = try await pane.waitFor("the command's output") { $0.contains("\nran-with-status-0") }
            #expect(screen.contains("Tommy's Margarita"), "\(screen)")
        }
    }

    @Test("a hostile pizza name completes to a word that means the name: nothing it holds runs", arguments: Shell.allCases)
    func hostileNameStaysInert(shell: Shell) async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-completion-ran-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let hostile = "Q$(touch \(marker.path))`touch \(marker.path)`'\"\\;x"
        let escaped = hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let services = try Services(
            pizzas: #"{"basePrice":4,"pizzas":[{"name":"Margherita","ingredients":[1,2]},{"name":"\#(escaped)","ingredients":[1]}]}"#)
        defer { services.stop() }
        #expect(try await services.run("pizza", "menu").status == 0, "the menu is cached")
        try await withShell(shell, services) { pane in
            try await pane.type("recipes pizza show Q")
            try await pane.press("Tab")
            try await pane.waitFor("the completed name") { $0.contains("recipes pizza show Q") && $0.contains(";x") }
            try await pane.run(" && echo ran-with-status-0")
            let screen = try await pane.waitFor("the command's output") { $0.contains("\nran-with-status-0") }
            #expect(!FileManager.default.fileExists(atPath: marker.path), "completion or the completed line ran server text: \(screen)")
            #expect(screen.contains("Mozzarella"), "the pizza was shown: \(screen)")
        }
    }

    /// A line typed, and what the shell makes of it at Tab, the same in bash, zsh and fish.
    struct ValueCase: Sendable {
        let typed: String
        let completed: String
    }

    static let valueCases: [ValueCase] = [
        ValueCase(typed: "recipes desserts list --area Fr", completed: "recipes desserts list --area French"),
        ValueCase(typed: "recipes cocktail list --glass Old", completed: #"recipes cocktail list --glass Old-fashioned\ glass"#),
        ValueCase(typed: "recipes cocktail filter -i Añe", completed: #"recipes cocktail filter -i Añejo\ rum"#),
        ValueCase(typed: "recipes cart add drink Spa", completed: #"recipes cart add drink Sparkling\ Water"#),
        ValueCase(typed: "recipes cart add pizza Margherita --add Tu", completed: "recipes cart add pizza Margherita --add Tuna"),
        ValueCase(typed: "recipes favorites add des", completed: "recipes favorites add desserts"),
        ValueCase(typed: "recipes completion z", completed: "recipes completion zsh"),
        ValueCase(
            typed: "recipes shopping-list dessert:White", completed: #"recipes shopping-list dessert:White\ chocolate\ creme\ brulee"#),
    ]

    @Test(
        "option values complete from the cached lists: areas, glasses, ingredients, drinks, toppings, catalogs, references",
        arguments: Shell.allCases)
    func values(shell: Shell) async throws {
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        for command in [
            ["desserts", "areas"], ["desserts", "list"], ["cocktail", "glasses"], ["cocktail", "ingredients"], ["pizza", "menu"],
        ] {
            #expect(try await stub.run(command).status == 0, "\(command) is cached")
        }
        try await withShell(shell, stub) { pane in
            for value in Self.valueCases {
                try await pane.type(value.typed)
                try await pane.press("Tab")
                try await pane.waitFor("\(value.typed) completed to \(value.completed)") { screen in
                    screen.split(separator: "\n").contains { $0.hasSuffix(value.completed) || $0.hasSuffix(value.completed + " ") }
                }
                try await pane.press("C-u")
                try await pane.waitFor("an empty line") { screen in !screen.contains(value.completed) }
            }
            try await pane.run("recipes cart add drink Spa")
            try await pane.waitFor("the drink added") { _ in
                (try? String(contentsOf: stub.home.url.appendingPathComponent("cart.json"), encoding: .utf8))?.contains("Sparkling Water")
                    == true
            }
        }
    }

    @Test("`recipes completion SHELL` prints what --generate-completion-script prints, ending in a newline", arguments: Shell.allCases)
    func completionCommand(shell: Shell) async throws {
        let named = try await RecipesProcess.run(["completion", shell.rawValue], environment: [:])
        let generated = try await RecipesProcess.run(["--generate-completion-script", shell.rawValue], environment: [:])
        #expect(named.status == 0 && named.stderr == "", "\(named)")
        #expect(named.stdout == generated.stdout)
        #expect(named.stdout.hasSuffix("\n") && !named.stdout.hasSuffix("\n\n"))
    }

    @Test("a shell it has no script for is a usage error")
    func unknownShell() async throws {
        let result = try await RecipesProcess.run(["completion", "ksh"], environment: [:])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains("'ksh'") && result.stderr.contains("bash"), "\(result)")
    }

    static let oneMargherita = #"{"basePrice":4,"pizzas":[{"name":"Margherita","ingredients":[1,2]}]}"#
}

extension ShellCompletionTerminalTests {
    /// An interactive `shell` in a tmux pane (`TmuxPane`), with `recipes` on PATH and its completion
    /// script installed as the README says, for the length of `body`.
    func withShell(_ shell: Shell, _ services: some RecipesStub, _ body: (TmuxPane) async throws -> Void) async throws {
        let home = services.home.url
        let bin = RecipesProcess.binary.deletingLastPathComponent().path
        let script = try await RecipesProcess.run(["--generate-completion-script", shell.rawValue], environment: [:]).stdout
        var environment = services.endpoints.merging([
            "RECIPES_HOME": home.path, "HOME": home.path, "PATH": "\(bin):/usr/bin:/bin",
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]) { $1 }
        let command: String
        switch shell {
        case .bash:
            let file = home.appendingPathComponent("recipes.bash")
            try script.write(to: file, atomically: true, encoding: .utf8)
            let rc = home.appendingPathComponent("bashrc")
            try "PS1='$ '\nsource '\(file.path)'\n".write(to: rc, atomically: true, encoding: .utf8)
            command = "exec bash --noprofile --rcfile '\(rc.path)' -i"
        case .zsh:
            let functions = home.appendingPathComponent("zfunc")
            try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
            try script.write(to: functions.appendingPathComponent("_recipes"), atomically: true, encoding: .utf8)
            try """
            PROMPT='$ '
            fpath=('\(functions.path)' $fpath)
            autoload -Uz compinit && compinit -u -d '\(home.path)/zcompdump'

            """.write(to: home.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
            environment["ZDOTDIR"] = home.path
            command = "exec zsh -i"
        case .fish:
            let file = home.appendingPathComponent("recipes.fish")
            try script.write(to: file, atomically: true, encoding: .utf8)
            command =
                "exec fish --no-config -i -C \"set -g fish_autosuggestion_enabled 0; function fish_prompt; echo '\\$ '; end; source '\(file.path)'\""
        }
        let pane = try await TmuxPane(folder: home, environment: environment, columns: 160, rows: 40)
        do {
            try await pane.run("clear; \(command)")
            try await pane.waitFor("the shell's prompt") { $0.hasPrefix("$") || $0.contains("\n$") }
            try await body(pane)
            await pane.stop()
        } catch {
            await pane.stop()
            throw error
        }
    }
}
