import Foundation
import TestSupport

/// What the browse tests in tmux share: a pane over a stub, its screen as rows, its home's files.
extension RecipesStub {
    /// A pane with a shell in the stub's home, the stub's endpoints and RECIPES_HOME; its `stty -a`
    /// saved to `before` and the screen cleared, so what it shows after browse can be compared.
    func withPane(_ body: (TmuxPane) async throws -> Void) async throws {
        var environment = endpoints
        environment["RECIPES_HOME"] = home.path
        environment["HOME"] = home.path
        let pane = try await TmuxPane(folder: home.url, environment: environment)
        do {
            try await pane.run("stty -a > before; clear; echo ready")
            try await pane.waitFor("ready")
            try await body(pane)
            await pane.stop()
        } catch {
            await pane.stop()
            throw error
        }
    }

    /// A file of the stub's home, as text.
    func file(_ name: String) throws -> String {
        try String(contentsOf: home.url.appendingPathComponent(name), encoding: .utf8)
    }
}

/// A captured screen's rows, blank ones kept, so a row is found by its number.
func screenRows(_ screen: String) -> [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
