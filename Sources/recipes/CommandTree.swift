import ArgumentParser
import RecipesApp

/// The command tree, built only as far as a run needs. ArgumentParser builds every command's
/// configuration and reflects over its options before it parses, and at start-up that is most of
/// the time `recipes` spends (Docs/PerformanceLog.md).
///
/// A run is parsed with the deepest command it names as the root: `recipes desserts list` under
/// `list`, named `recipes desserts` by its configuration (`nested(in:)`, `topLevel()`), so usage,
/// `--version` and errors read as under the whole tree. A root with a super-command name also skips
/// ArgumentParser's per-run probe for `--generate-completion-script`. The whole tree parses
/// anything that does not start with a top-level command's name (`--version` alone is printed
/// directly), a run that asks for a completion script or a help dump, and any request for help
/// (`help`, `-h`, `--help`), whose hints a nested root would word wrongly. Whatever a branch refuses
/// is parsed again under the whole tree (`parse`), so every error is the whole tree's.
enum CommandTree {
    /// Parses `arguments` (without the executable's name) into the command to run.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if arguments == ["--version"] { return VersionCommand() }
        let arguments = helpWordMoved(mayHaveOptionsAmongCommandWords(arguments) ? globalOptionsMoved(arguments) : arguments)
        if arguments == ["--generate-completion-script", "bash"] || arguments == ["--generate-completion-script=bash"] {
            return BashCompletionScriptCommand()
        }
        let (root, rootArguments) = root(for: arguments)
        // A run that will likely make a request loads libcurl on another thread now, so its ~16 M
        // instructions overlap ArgumentParser's ~6.5 M of parsing on the other core. Not sooner:
        // until dlopen returns, glibc holds back any thread that calls dladdr (Swift's runtime does,
        // once, on its first generic type: here, in `root(for:)`) or starts a thread (Interrupt has;
        // `run()` will, and then waits for the load, as its first request would).
        RequestForecast.standard.preloadIfLikely(arguments)
        guard root != Recipes.self else { return try Recipes.parseAsRoot(arguments) }
        do {
            return try root.parseAsRoot(rootArguments)
        } catch {
            return try Recipes.parseAsRoot(arguments)
        }
    }

    static func root(for arguments: [String]) -> (root: ParsableCommand.Type, arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-"), !arguments.contains("help"),
            !arguments.contains(where: { argument in wholeTreeOptions.contains { argument.hasPrefix($0) } }),
            !arguments.contains(where: helpFlags.contains),
            var command = Recipes.subcommands.first(where: { names(of: $0).contains(first) })
        else { return (Recipes.self, arguments) }
        var rest = Array(arguments.dropFirst())
        // `recipes desserts list` is parsed with `list` as the root: parsing `desserts` first would
        // make ArgumentParser reflect over `list` twice more, to see whether it takes pass-through
        // arguments (a sixth of an offline list's instructions).
        while let next = rest.first,
            let subcommand = command.configuration.subcommands.first(where: { names(of: $0).contains(next) })
        {
            command = subcommand
            rest.removeFirst()
        }
        // `recipes favorites` is `recipes favorites list`, and ArgumentParser reflects over a default
        // subcommand twice more while parsing its parent: when no argument names another
        // subcommand, the default one is the root.
        if let standIn = command.configuration.defaultSubcommand,
            !rest.contains(where: Set(command.configuration.subcommands.flatMap(names(of:))).contains)
        {
            return (standIn, rest)
        }
        return (command, rest)
    }

    /// `recipes --offline desserts list` and `recipes desserts --offline list` are `recipes desserts
    /// list --offline`: global options (`GlobalOptions`) written before the command, or between the
    /// words that name it, move to just after those words. Anything else there is left for the
    /// parser to refuse.
    static func globalOptionsMoved(_ arguments: [String]) -> [String] {
        var path: [String] = []
        var moved: [String] = []
        var command: ParsableCommand.Type = Recipes.self
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if !argument.hasPrefix("-") {
                guard let subcommand = command.configuration.subcommands.first(where: { names(of: $0).contains(argument) }) else { break }
                command = subcommand
                path.append(argument)
                index += 1
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            if globalFlags.contains(name) && name == argument || isCombinedShortGlobalFlags(argument) {
                moved.append(argument)
                index += 1
            } else if globalOptionsTakingValues.contains(name) {
                let count = name == argument ? 2 : 1
                guard index + count <= arguments.count else { return arguments }
                moved += arguments[index..<index + count]
                index += count
            } else {
                break
            }
        }
        guard !path.isEmpty, !moved.isEmpty else { return arguments }
        return path + moved + arguments[index...]
    }

    /// Whether options may sit among the words that name the command: the first word is an
    /// option, or the second is and the first names a group (a look at one word in most runs).
    static func mayHaveOptionsAmongCommandWords(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        if first.hasPrefix("-") { return true }
        guard arguments.count >= 3, arguments[1].hasPrefix("-"), arguments[1] != "-" else { return false }
        return Recipes.subcommands.first { names(of: $0).contains(first) }?.configuration.subcommands.isEmpty == false
    }

    /// `-vq`: short global flags written together, which the parser reads as `-v -q` after the command.
    private static func isCombinedShortGlobalFlags(_ argument: String) -> Bool {
        argument.count > 2 && argument.hasPrefix("-") && !argument.hasPrefix("--")
            && argument.dropFirst().allSatisfy { globalFlags.contains("-\($0)") }
    }

    /// `recipes desserts help [list]` is `recipes desserts [list] --help`, as `git` and `gh` read a
    /// group's `help`, and so is `recipes help desserts [list]`: the word `help` right after the words
    /// that name a command with subcommands. A word after it that names no command is the usage
    /// error it would be without `help` (`recipes help nosuch`: unknown command, exit 64, with the
    /// nearest names), never the root's help and exit 0.
    static func helpWordMoved(_ arguments: [String]) -> [String] {
        // Most runs have no `help`: they build no configuration here.
        guard arguments.contains("help") else { return arguments }
        var command: ParsableCommand.Type = Recipes.self
        var end = 0
        while end < arguments.count, let subcommand = subcommand(of: command, named: arguments[end]) {
            command = subcommand
            end += 1
        }
        guard end < arguments.count, arguments[end] == "help", !command.configuration.subcommands.isEmpty else { return arguments }
        let asked = Array(arguments[(end + 1)...])
        var target = command
        var index = 0
        while index < asked.count, let subcommand = subcommand(of: target, named: asked[index]) {
            target = subcommand
            index += 1
        }
        if index < asked.count, !asked[index].hasPrefix("-"), !target.configuration.subcommands.isEmpty {
            return Array(arguments[..<end]) + asked // the parser names the unknown command
        }
        return Array(arguments[..<end]) + asked + ["--help"]
    }

    private static func subcommand(of command: ParsableCommand.Type, named word: String) -> ParsableCommand.Type? {
        command.configuration.subcommands.first { names(of: $0).contains(word) }
    }

    /// `GlobalOptions`' names, spelled out: reflecting over it costs every run that starts with an option.
    private static let globalFlags: Set<String> = [
        "--json", "--offline", "--snapshot", "--no-snapshot", "-q", "--quiet", "-v", "--verbose", "--no-pager",
    ]
    private static let globalOptionsTakingValues: Set<String> = ["--timeout", "--color", "--max-age"]

    private static let helpFlags = RequestForecast.helpFlags

    /// ArgumentParser's own options that read the whole tree.
    private static let wholeTreeOptions = RequestForecast.wholeTreeOptions

    /// A command's name and aliases. Reading them builds only that command's configuration.
    private static func names(of command: ParsableCommand.Type) -> [String] {
        let configuration = command.configuration
        return [configuration.commandName ?? ""] + configuration.aliases
    }
}

/// `recipes --version` on its own prints what ArgumentParser prints for it, without building the
/// whole tree to find that out (half of that run was ArgumentParser's completion-script probe).
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", shouldDisplay: false)

    func run() throws {
        try Terminal.write(Recipes.versionLine + "\n")
    }
}

/// `recipes --generate-completion-script bash`: ArgumentParser's script, changed so names are
/// inserted as `recipes ---completion` quoted them (`BashCompletionScript`).
struct BashCompletionScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bash-completion-script", shouldDisplay: false)

    func run() throws {
        try Terminal.write(BashCompletionScript.patched(Recipes.completionScript(for: .bash)) + "\n")
    }
}

extension CommandConfiguration {
    /// A top-level command's configuration, ready to be parsed as the root of its own branch
    /// (`CommandTree`): named under `recipes` and versioned like it. Under the whole tree neither
    /// changes anything, since ArgumentParser reads both from the root of the parse.
    func topLevel() -> CommandConfiguration {
        var configuration = self
        configuration._superCommandName = Recipes.name
        configuration.version = Recipes.versionLine
        return configuration
    }

    /// A subcommand's configuration, ready to be parsed as a root in the same way: named under its
    /// parent's whole name (`recipes cart add`).
    func nested(in parent: ParsableCommand.Type) -> CommandConfiguration {
        let parentConfiguration = parent.configuration
        var configuration = self
        // Two optional words, joined by hand: `joined(separator:)`'s first use costs every run ~0.2 M
        // instructions of generic set-up.
        let words = [parentConfiguration._superCommandName, parentConfiguration.commandName].compactMap { $0 }
        configuration._superCommandName = words.count == 2 ? words[0] + " " + words[1] : words.first
        configuration.version = Recipes.versionLine
        return configuration
    }
}
