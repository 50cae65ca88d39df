import Foundation
import TestSupport
import Testing

/// The tables of `favorites list`, `can-make`, `cocktail filter` and `cart` in a real terminal (tmux
/// at 80, then 60 columns): a name or a price is never cut with "…"; what matters least wraps first,
/// then the name wraps under where it starts; prices stay on the right.
@Suite("tables give way in a real terminal, end to end", .serialized)
struct TableGiveWayTerminalTests {
    static let binary = "'" + RecipesProcess.binary.path + "'"
    /// Longer than a row of 80 columns leaves a name; the drink is the margarita sample's 11007.
    static let longName = "Test-only Margarita, a name long enough to need a second line"

    nonisolated(unsafe) static let renamed: [[String: Any]] = CocktailDBStub.drinks.map { drink in // read-only after first use
        var drink = drink
        if drink["idDrink"] as? String == "11007" { drink["strDrink"] = longName }
        return drink
    }

    /// TheCocktailDB with the margarita renamed, two favorites (one with a note) and a pantry that makes it.
    private func stub() async throws -> CocktailDBStub {
        let stub = try CocktailDBStub(override: { CocktailDBStub.answer($0, sample: Self.renamed) })
        for arguments in [
            ["pantry", "add", "Tequila", "lime juice", "Salt", "Triple sec"], ["favorites", "add", "cocktail", "11007"],
            ["favorites", "note", "11007", "Salt the rim"], ["favorites", "add", "cocktail", "11118"],
        ] {
            let result = try await stub.run(arguments)
            #expect(result.status == 0, "\(arguments) \(result)")
        }
        return stub
    }

    /// The screen `command` leaves in a pane `columns` wide: its lines up to the exit status.
    private func shown(_ pane: TmuxPane, _ command: String, columns: Int) async throws -> [String] {
        try await pane.tmux(["resize-window", "-x", String(columns), "-y", "40"])
        // A marker of this run's own, typed as "E""ND so only the echo, after `clear`, shows it whole.
        let marker = "END-\(UUID().uuidString.prefix(8)) "
        try await pane.run("clear; \(Self.binary) \(command); echo \"E\"\"\(marker.dropFirst())$?\"")
        let screen = try await pane.waitFor("\(command) to finish") { $0.contains(marker) }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = lines.firstIndex { $0.hasPrefix(marker) } ?? lines.count
        #expect(lines.indices.contains(end) && lines[end] == marker + "0", "\(command): \(screen)")
        return Array(lines[..<end])
    }

    private func withPane(_ stub: CocktailDBStub, _ body: (TmuxPane) async throws -> Void) async throws {
        var environment = stub.endpoints
        environment.merge(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "NO_COLOR": "1", "PAGER": "cat"]) { $1 }
        let pane = try await TmuxPane(folder: stub.home.url, environment: environment, columns: 80, rows: 40)
        do {
            try await body(pane)
            await pane.stop()
        } catch {
            await pane.stop()
            throw error
        }
    }

    /// Nothing cut, nothing past the edge, and `name` whole in its column, which starts at `start`,
    /// once the lines of the row that begins with it are joined.
    private func expectWhole(_ lines: [String], columns: Int, name: String = longName, start: Int = 18, _ what: String) {
        #expect(!lines.joined().contains("…"), "\(what) at \(columns): \(lines)")
        #expect(lines.allSatisfy { $0.count <= columns }, "\(what) at \(columns): \(lines)")
        let cell = { (line: String) in String(line.dropFirst(start)).components(separatedBy: "  ")[0].trimmingCharacters(in: .whitespaces) }
        guard let row = lines.firstIndex(where: { cell($0).hasPrefix(String(name.prefix(10))) }) else {
            Issue.record("\(what) at \(columns): no row starts \(name): \(lines)")
            return
        }
        let continuation = lines[(row + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: start)) }
        let parts = ([lines[row]] + continuation).map(cell).filter { !$0.isEmpty }
        #expect(parts.joined(separator: " ") == name, "\(what) at \(columns): \(lines)")
    }

    @Test("favorites list: the name wraps under where it starts and the note's mark stays on its first line")
    func favorites() async throws {
        let stub = try await stub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            for columns in [80, 60] {
                let lines = try await shown(pane, "favorites list", columns: columns)
                expectWhole(lines, columns: columns, "favorites list")
                #expect(lines.first?.hasPrefix("cocktails  11118  Blue Margarita") == true, "\(lines)")
                try #require(lines.count == 3, "\(lines)")
                #expect(lines[1].hasPrefix("cocktails  11007  Test-only Margarita,") && lines[1].hasSuffix("✎"), "\(lines)")
                #expect(lines[2].hasPrefix(String(repeating: " ", count: 18)) && !lines[2].hasSuffix("✎"), "\(lines)")
            }
        }
    }

    @Test(
        "can-make and cocktail filter --almost: what is missing wraps first, then the name; nothing is cut",
        arguments: [
            ("can-make --catalog cocktails --missing 1", 18, "missing: Cream of coconut"),
            ("cocktail filter -i Tequila -i 'Triple sec' -i Salt --almost", 7, "missing: Triple sec"),
        ])
    func missingWraps(command: String, nameStart: Int, missing: String) async throws {
        let stub = try await stub()
        defer { stub.stop() }
        try await withPane(stub) { pane in
            for columns in [80, 60] {
                let lines = try await shown(pane, command, columns: columns)
                expectWhole(lines, columns: columns, start: nameStart, command)
                let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                #expect(joined.contains(missing), "\(lines)")
            }
        }
    }

    @Test("cart: a long line's name wraps, every price stays whole and on the right")
    func cart() async throws {
        let stub = try await stub()
        defer { stub.stop() }
        let name = "Test-only pizza with a rather long name for narrow terminals"
        for arguments in [
            ["cart", "add", "custom", "--name", name, "--ingredient", "Mozzarella", "--ingredient", "Tuna"],
            ["cart", "add", "drink", "Coke", "--quantity", "2"],
        ] {
            let added = try await stub.run(arguments + ["--snapshot", "-q"])
            #expect(added.status == 0, "\(added)")
        }
        try await withPane(stub) { pane in
            for columns in [80, 60] {
                let lines = try await shown(pane, "cart --snapshot -q", columns: columns)
                expectWhole(lines, columns: columns, name: name + " (Mozzarella, Tuna)", start: 4, "cart")
                #expect(lines.first?.hasPrefix("1.  Test-only pizza") == true && lines.first?.hasSuffix("   7.20") == true, "\(lines)")
                let priced = lines.filter { $0.hasSuffix("5.00") || $0.hasSuffix("12.20") }
                #expect(
                    priced.count == 2 && Set(priced.map(\.count)) == Set(lines.prefix(1).map(\.count)), "prices end in one column: \(lines)"
                )
            }
        }
    }
}
