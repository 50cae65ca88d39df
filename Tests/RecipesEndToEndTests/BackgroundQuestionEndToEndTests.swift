import Foundation
import TestSupport
import Testing

/// A command started in the background (`recipes desserts show 52917 &` in a shell with job control)
/// must never ask the terminal anything: the terminal's answer to the sixel question (`ESC [ c`) would
/// reach whatever reads the terminal then, the shell, which showed it as `1;2c`. The tool asks only
/// from the terminal's foreground process group (`TerminalForeground`).
///
/// Python's pty module plays the terminal and the shell: a session leader owns the pseudo-terminal and
/// stays its foreground group, and the tool runs in a process group of its own, as a shell runs a job
/// with `&`. The harness records every byte the tool writes to the terminal.
@Suite("a command in the background, end to end", .serialized)
struct BackgroundQuestionEndToEndTests {
    static let harness = #"""
        import fcntl, json, os, select, sys, termios, time
        binary, home, where = sys.argv[1], sys.argv[2], sys.argv[3]
        master, slave = os.openpty()
        pid = os.fork()
        if pid == 0:
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "RECIPES_HOME": home, "LANG": "C.UTF-8"}
            if "LLVM_PROFILE_FILE" in os.environ:  # a coverage run: the binary's counters, where the others go
                env["LLVM_PROFILE_FILE"] = os.environ["LLVM_PROFILE_FILE"]
            child = os.fork()
            if child == 0:
                if where == "background":
                    os.setpgid(0, 0)  # a job of its own; the terminal's foreground stays the leader's group
                os.execve(binary, [binary, "desserts", "show", "52917", "--offline", "--no-pager"], env)
            _, status = os.waitpid(child, 0)
            os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
        seen = b""
        deadline = time.time() + 30
        while time.time() < deadline:
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
                if b"\x1b[c" in seen and where == "foreground":
                    os.write(master, b"\x1b[?62;22c")  # a terminal's answer, sixel not among them
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
        else:
            os.kill(pid, 9)
            done, status = os.waitpid(pid, 0)
        try:
            while select.select([master], [], [], 0.2)[0]:
                chunk = os.read(master, 65536)
                if not chunk:
                    break
                seen += chunk
        except OSError:
            pass
        print(json.dumps({"asked": b"\x1b[c" in seen, "exit": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
                          "recipe": b"White chocolate creme brulee" in seen}))
        """#

    private func run(_ where: String) async throws -> [String: Any] {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let script = home.url.appendingPathComponent("background-harness.py")
        try Self.harness.write(to: script, atomically: true, encoding: .utf8)
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/python3"), [script.path, RecipesProcess.binary.path, home.url.path, `where`],
            environment: [:], input: nil, deadline: 60)
        #expect(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    @Test("in the background it prints the recipe and never asks the terminal the sixel question")
    func backgroundNeverAsks() async throws {
        let report = try await run("background")
        #expect(report["asked"] as? Bool == false, "a background job asked the terminal: \(report)")
        #expect(report["exit"] as? Int == 0 && report["recipe"] as? Bool == true, "\(report)")
    }

    @Test("in the foreground the same command does ask, so the test above cannot pass by never asking")
    func foregroundAsks() async throws {
        let report = try await run("foreground")
        #expect(report["asked"] as? Bool == true, "\(report)")
        #expect(report["exit"] as? Int == 0 && report["recipe"] as? Bool == true, "\(report)")
    }
}
