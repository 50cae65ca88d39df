import Foundation
import TestSupport
import Testing

/// The sixel question (`ESC [ c`) puts the terminal in raw mode for up to 100 ms. A signal that ends
/// the tool in that window must leave the terminal as it was: SIGINT did (Interrupt), and SIGTERM and
/// SIGHUP now do too, then end the process by the same signal. (SIGQUIT is the Swift runtime's: it
/// prints a backtrace.)
///
/// Python's pty module plays a terminal that never answers: the tool runs on its own pseudo-terminal
/// (its controlling terminal, so /dev/tty is that one), the harness waits for the question, signals
/// the tool at once, and reads the terminal's modes from the other side when it is gone.
@Suite("the terminal query and signals, end to end", .serialized)
struct TerminalQuerySignalEndToEndTests {
    static let harness = #"""
        import json, os, select, signal, sys, termios, time
        binary, home, number = sys.argv[1], sys.argv[2], int(sys.argv[3])
        master, slave = os.openpty()
        before = termios.tcgetattr(slave)
        pid = os.fork()
        if pid == 0:
            os.setsid()
            import fcntl
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "RECIPES_HOME": home, "LANG": "C.UTF-8"}
            if "LLVM_PROFILE_FILE" in os.environ:  # a coverage run: the binary's counters, where the others go
                env["LLVM_PROFILE_FILE"] = os.environ["LLVM_PROFILE_FILE"]
            os.execve(binary, [binary, "desserts", "show", "52917", "--offline", "--no-pager"], env)
        seen, asked = b"", False
        deadline = time.time() + 20
        while time.time() < deadline and not asked:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
                asked = b"\x1b[c" in seen
        if asked:
            os.kill(pid, number)
        _, status = os.waitpid(pid, 0)
        after = termios.tcgetattr(slave)
        print(json.dumps({"asked": asked, "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
                          "exit": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
                          "modesKept": after[3] == before[3] and after[0] == before[0]}))
        """#

    @Test(
        "a signal during the question leaves the terminal's modes as they were, and ends the tool by that signal",
        arguments: [(SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
    func signalDuringQuestion(signal: Int32, name: String) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let script = home.url.appendingPathComponent("pty-harness.py")
        try Self.harness.write(to: script, atomically: true, encoding: .utf8)
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/python3"),
            [script.path, RecipesProcess.binary.path, home.url.path, String(signal)],
            environment: [:], input: nil, deadline: 60)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(report["asked"] as? Bool == true, "the tool asked the terminal about sixel: \(report)")
        #expect(report["modesKept"] as? Bool == true, "\(name) left the terminal in raw mode: \(report)")
        #expect(report["signal"] as? Int == Int(signal), "ended by \(name), as a signal's default does: \(report)")
    }
}
