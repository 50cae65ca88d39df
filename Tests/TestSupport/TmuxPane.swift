import Foundation

/// A shell in a detached tmux session at a fixed size, on a socket of its own (`-L`), so a test
/// never touches a person's tmux: keys go in with `send-keys`, the screen comes out with
/// `capture-pane -p`. For what only a real terminal shows: raw mode, the alternate screen, restoring both.
public struct TmuxPane: Sendable {
    public let socket = "recipes-test-\(UUID().uuidString.prefix(8))"
    public let folder: URL

    /// Starts `/bin/sh` in `folder` with exactly `environment` (plus a UTF-8 locale and a plain prompt).
    public init(folder: URL, environment: [String: String], columns: Int = 100, rows: Int = 30) async throws {
        self.folder = folder
        var environment = environment
        environment["LANG"] = "C.UTF-8"
        environment["PS1"] = "$ "
        environment["ENV"] = nil
        try await tmux(
            [
                "new-session", "-d", "-c", folder.path, "-x", "\(columns)", "-y", "\(rows)", "/bin/sh", ";",
                "set-option", "-g", "status", "off",
            ], environment: environment)
    }

    /// Any tmux command against this pane's server (`resize-window -x 60 -y 12`).
    @discardableResult
    public func tmux(_ arguments: [String], environment: [String: String] = [:]) async throws -> String {
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/tmux"),
            ["-u", "-L", socket, "-f", "/dev/null"] + arguments,
            environment: environment, input: nil, deadline: 10)
        guard result.status == 0 else { throw Failure(description: "tmux \(arguments.joined(separator: " ")): \(result)") }
        return result.stdout
    }

    /// Types `text` literally, then presses Enter.
    public func run(_ line: String) async throws {
        try await tmux(["send-keys", "-l", line])
        try await tmux(["send-keys", "Enter"])
    }

    /// Presses keys by tmux's names (`Enter`, `Escape`, `Down`, `PageDown`, `BTab`, `C-c`) or types characters.
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys"] + keys)
    }

    /// Types `text` literally.
    public func type(_ text: String) async throws {
        try await tmux(["send-keys", "-l", text])
    }

    /// The screen as text, one line per row, trailing blanks trimmed by tmux.
    public func screen() async throws -> String {
        try await tmux(["capture-pane", "-p"])
    }

    /// Polls the screen until `condition` holds; throws with the last screen after `seconds`.
    /// The wait ends as soon as the screen is right, so the limit is generous: in CI's coverage run
    /// (an instrumented build, the whole suite in parallel on two cores) a shell's first prompt and
    /// zsh's compinit can take several seconds, and a 10 s limit failed a CI run once.
    @discardableResult
    public func waitFor(_ what: String, seconds: Double = 30, _ condition: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try await screen()
            if condition(last) { return last }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        throw Failure(description: "waited \(seconds) s for \(what); the screen:\n\(last)")
    }

    /// Polls until the screen shows `text`.
    @discardableResult
    public func waitFor(_ text: String, seconds: Double = 30) async throws -> String {
        try await waitFor("'\(text)'", seconds: seconds) { $0.contains(text) }
    }

    /// Ends this pane's tmux server and removes its socket file, which the server leaves behind.
    public func stop() async {
        let socketPath = try? await tmux(["display", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? await tmux(["kill-server"])
        if let socketPath, socketPath.hasSuffix(socket) { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }
}
