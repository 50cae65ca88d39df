import Foundation
import TestSupport
import Testing

/// Paths a person copies from the terminal: the `mv` that brings a corrupt file back, and the files
/// and folders `recipes config` names. The folder's name holds a zero-width joiner, a newline, a
/// single quote and ESC: bash must recreate the exact path, and the terminal must see none of them raw.
@Suite("pasted paths, end to end", .serialized)
struct PastedPathEndToEndTests {
    /// The last component of the hostile RECIPES_HOME.
    static let folderName = "r\u{200D}\n'\u{1B}x"
    /// The same folder as `$'…'` must write it: every byte a terminal would act on or hide, escaped.
    static let quotedFolderName = #"r\xe2\x80\x8d\n\'\x1bx"#

    /// A RECIPES_HOME inside the stub's own, with the hostile name.
    private static func hostileHome(in stub: some RecipesStub) throws -> URL {
        let home = stub.home.url.appendingPathComponent(folderName, isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// Runs `script` with bash, as a person pasting it would.
    private static func bash(_ script: String) async throws -> RecipesProcess.Result {
        try await RecipesProcess.run(executable: URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: [:], input: nil)
    }

    private static func rawHiddenCharacters(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
        }
    }

    @Test(
        "a corrupt favorites.json and cart.json set aside: the printed mv, run by bash, restores each byte for byte",
        arguments: ["favorites.json", "cart.json"])
    func restoreCommandRuns(file name: String) async throws {
        let meals = try MealDBStub()
        let pizza = try PizzaStub()
        defer {
            meals.stop()
            pizza.stop()
        }
        let home = try Self.hostileHome(in: meals)
        let file = home.appendingPathComponent(name)
        let corrupt = Data("{not json \u{1B}[2J".utf8)
        try corrupt.write(to: file)

        let environment = ["RECIPES_HOME": home.path]
        let changed =
            name == "favorites.json"
            ? try await meals.run(["favorites", "add", "desserts", "52917"], environment: environment)
            : try await pizza.run(["cart", "add", "drink", "Coke"], environment: environment)
        #expect(changed.status == 0, "\(changed)")
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: home.path).first { $0.hasPrefix("\(name).corrupt-") })
        let quoted = { (file: String) in "$'\(meals.home.path)/\(Self.quotedFolderName)/\(file)'" }
        let warning =
            "warning: \(name) was corrupt (not valid JSON); its bytes are kept in \(quoted(aside)) and a new one is started. "
            + "To go back to it: mv \(quoted(aside)) \(quoted(name))\n"
        let confirmation =
            name == "favorites.json"
            ? "added to favorites: White chocolate creme brulee (desserts/52917)\n" : "added to the cart: Coke — 2.50\n"
        #expect(changed.stderr == warning + confirmation, "\(changed.stderr.debugDescription)")
        #expect(Self.rawHiddenCharacters(changed.stderr).isEmpty, "\(changed.stderr.debugDescription)")

        let line = try #require(changed.stderr.split(separator: "\n").first { $0.hasPrefix("warning: \(name) was corrupt") })
        let command = try #require(line.range(of: "To go back to it: ").map { String(line[$0.upperBound...]) })
        let restore = try await Self.bash(command)
        #expect(restore.status == 0 && restore.stderr == "", "\(command): \(restore)")
        #expect(try Data(contentsOf: file) == corrupt)
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(aside).path))
    }

    @Test("recipes config shows such paths shell-quoted, and bash turns each back into the real path")
    func configPathsPaste() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let home = try Self.hostileHome(in: stub)
        let result = try await stub.run(["config"], environment: ["RECIPES_HOME": home.path])
        #expect(result.status == 0, "\(result)")
        #expect(
            Self.rawHiddenCharacters(result.stdout.replacingOccurrences(of: "\t", with: " ")).isEmpty, "\(result.stdout.debugDescription)")
        let rows = Self.rows(result.stdout)
        let expected: [(name: String, path: String, quoted: String)] = [
            ("data-folder", home.path, "$'\(stub.home.path)/\(Self.quotedFolderName)'"),
            (
                "favorites-file", home.appendingPathComponent("favorites.json").path,
                "$'\(stub.home.path)/\(Self.quotedFolderName)/favorites.json'"
            ),
            ("cart-file", home.appendingPathComponent("cart.json").path, "$'\(stub.home.path)/\(Self.quotedFolderName)/cart.json'"),
            ("pantry-file", home.appendingPathComponent("pantry.json").path, "$'\(stub.home.path)/\(Self.quotedFolderName)/pantry.json'"),
            ("cache-folder", home.appendingPathComponent("cache").path, "$'\(stub.home.path)/\(Self.quotedFolderName)/cache'"),
            ("config-folder", home.path, "$'\(stub.home.path)/\(Self.quotedFolderName)'"),
        ]
        for entry in expected {
            #expect(rows[entry.name] == [entry.quoted, "environment RECIPES_HOME"], "\(entry.name): \(result.stdout.debugDescription)")
            let printed = try await Self.bash("printf '%s' \(rows[entry.name]?.first ?? "''")")
            #expect(Data(printed.stdout.utf8) == Data(entry.path.utf8), "\(entry.name): \(printed.stdout.debugDescription)")
        }

        let json = try await stub.run(["config", "--json"], environment: ["RECIPES_HOME": home.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let settings = try #require(object["settings"] as? [[String: String]])
        #expect(
            settings.first { $0["name"] == "favorites-file" }?["value"] == home.appendingPathComponent("favorites.json").path,
            "JSON keeps the exact path")
    }

    @Test("recipes config shows a plain path as it is")
    func plainConfigPath() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("config")
        #expect(result.status == 0, "\(result)")
        #expect(
            Self.rows(result.stdout)["favorites-file"] == ["\(stub.home.path)/favorites.json", "environment RECIPES_HOME"],
            "\(result.stdout)")
    }

    /// `recipes config`'s table in a pipe: name, value and source, a tab between them.
    private static func rows(_ table: String) -> [String: [String]] {
        Dictionary(
            table.split(separator: "\n").map { line in
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return (cells[0], Array(cells.dropFirst()))
            }, uniquingKeysWith: { first, _ in first })
    }
}
