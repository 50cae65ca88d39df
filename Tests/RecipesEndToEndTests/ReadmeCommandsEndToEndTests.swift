import Foundation
import TestSupport
import Testing

/// Every `recipes …` line in the README's ```sh blocks runs as written: through bash, with the built
/// binary first on PATH, in a fresh HOME that is also the working folder, against loopback servers
/// serving Fixtures/. A line the argument parser refuses (exit 64), or that bash cannot run (126,
/// 127), fails the suite. Lines run in order, as a reader would: `cart remove 2` after three adds.
@Suite("README: every command line runs as written", .serialized)
struct ReadmeCommandsEndToEndTests {
    static let readme = Fixtures.folder.deletingLastPathComponent().appendingPathComponent("README.md")

    /// The lines of each ```sh block, in order.
    static func shellBlocks() throws -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in String(decoding: try Data(contentsOf: readme), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```sh" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(String(line))
            }
        }
        return blocks
    }

    /// The lines a reader runs as `recipes …`, directly or after `mkdir -p … &&`.
    static func recipesLines() throws -> [String] {
        try shellBlocks().joined().filter { $0.hasPrefix("recipes ") || ($0.hasPrefix("mkdir -p ") && $0.contains(" && recipes ")) }
    }

    @Test("\"Get started\" keeps exactly two set-up commands: the tool's main job and the tests")
    func getStarted() throws {
        let first = try #require(try Self.shellBlocks().first)
        #expect(first.map { String($0.prefix { $0 != " " }) } == ["swift", "Scripts/test"], "\(first)")
        #expect(first.first?.hasPrefix("swift run recipes ") == true, "\(first)")
        let root = Fixtures.folder.deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("Scripts/test"), encoding: .utf8)
        #expect(script.contains("exec swift test \"$@\""), "the test command ends in swift test")
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains("Scripts/test"), "CI runs the README's test command")
    }

    @Test("every recipes line in the README's command blocks runs as written")
    func everyLineRuns() async throws {
        let lines = try Self.recipesLines()
        #expect(lines.count > 60, "the README's command blocks were not found: \(lines.count) lines")
        let stub = try AllCatalogsStub()
        defer { stub.stop() }
        let folder = RecipesProcess.binary.deletingLastPathComponent().path
        var environment = stub.endpoints.merging([
            "RECIPES_HOME": stub.home.path, "HOME": stub.home.path,
            "RECIPES_CHECKOUT_URL": stub.server.url("nowhere"),
            "PATH": "\(folder):/usr/bin:/bin",
        ]) { _, new in new }
        environment["RECIPES_NO_SNAPSHOT"] = nil
        for line in lines {
            let result = try await RecipesProcess.run(
                executable: URL(fileURLWithPath: "/bin/bash"),
                ["-o", "pipefail", "-c", "cd \"$HOME\" && \(line)"],
                environment: environment, input: nil)
            #expect(![64, 126, 127].contains(result.status), "\(line)\n\(result)")
            #expect(!result.stderr.contains("Usage: ") && !result.stderr.contains("command not found"), "\(line)\n\(result)")
        }
        for script in [".local/share/bash-completion/completions/recipes", ".zfunc/_recipes", ".config/fish/completions/recipes.fish"] {
            let written = (try? Data(contentsOf: stub.home.url.appendingPathComponent(script))) ?? Data()
            #expect(String(decoding: written, as: UTF8.self).contains("recipes"), "the README's completion line wrote no \(script)")
        }
    }
}
