import Foundation
import RecipesBasics
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Child process")
struct ChildProcessTests {
    @Test("captures stdout and stderr apart, with the exit status")
    func captures() async throws {
        let done = try await run("echo out; echo err >&2; exit 3")
        #expect(done.status == 3)
        #expect(done.signal == nil)
        #expect(String(decoding: done.stdout, as: UTF8.self) == "out\n")
        #expect(String(decoding: done.stderr, as: UTF8.self) == "err\n")
        #expect(!done.timedOut)
    }

    @Test(
        "says when the process ended, as the waiting thread saw it: a run of 0.3 s measures at least that, and ends before the caller resumes"
    )
    func endedWhenReaped() async throws {
        let child = try ChildProcess.spawn("/bin/sh", ["-c", "sleep 0.3"], environment: [:])
        let done = await child.finish(deadline: Date().addingTimeInterval(20))
        let resumed = ContinuousClock.now
        #expect(child.started.duration(to: done.ended) >= .milliseconds(300))
        #expect(done.ended <= resumed)
    }

    @Test("feeds a large input while reading a large output, without either side blocking")
    func largeBothWays() async throws {
        let input = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let child = try ChildProcess.spawn("/bin/cat", [], environment: [:], stdin: .bytes(input))
        let done = await child.finish(deadline: Date().addingTimeInterval(20))
        #expect(done.status == 0)
        #expect(done.stdout == input)
    }

    @Test("a reader that stops early ends the input quietly: no SIGPIPE for us")
    func readerQuitsEarly() async throws {
        let child = try ChildProcess.spawn(
            "/usr/bin/head", ["-c", "10"], environment: [:],
            stdin: .bytes(Data(repeating: 65, count: 4_000_000)))
        let done = await child.finish(deadline: Date().addingTimeInterval(20))
        #expect(done.status == 0)
        #expect(done.stdout == Data(repeating: 65, count: 10))
    }

    @Test("returns when the child exits, even while a grandchild keeps its stdout open")
    func grandchildHoldsThePipe() async throws {
        let child = try ChildProcess.spawn("/bin/sh", ["-c", "sleep 30 & echo started"], environment: ["PATH": "/usr/bin:/bin"])
        let done = await child.finish(deadline: Date().addingTimeInterval(20))
        child.send(SIGKILL, group: true)
        #expect(done.status == 0)
        #expect(String(decoding: done.stdout, as: UTF8.self) == "started\n")
        // Waiting for the grandchild would take its 30 s (or the 20 s deadline); 15 leaves a loaded machine room.
        // Read on the waiting thread: the suite's load can hold this task back for many seconds more.
        #expect(child.started.duration(to: done.ended) < .seconds(15))
    }

    @Test("past the deadline the whole process group is killed, and it says so")
    func deadline() async throws {
        let child = try ChildProcess.spawn("/bin/sh", ["-c", "sleep 30 & echo $!; sleep 30"], environment: ["PATH": "/usr/bin:/bin"])
        let done = await child.finish(deadline: Date().addingTimeInterval(0.5))
        #expect(done.timedOut)
        #expect(done.signal == SIGKILL)
        #expect(done.status == 128 + SIGKILL)
        #expect(child.started.duration(to: done.ended) < .seconds(15), "killed near the 0.5 s deadline, not after the 30 s sleep")
        let grandchild = try #require(Int(String(decoding: done.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!isRunning(grandchild), "the background sleep went with its group")
    }

    /// Alive and not a zombie waiting to be reaped by whoever inherited it.
    private func isRunning(_ pid: Int) -> Bool {
        for _ in 0..<100 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let state = stat.split(separator: ")").last?.split(separator: " ").first
            else { return false }
            if state == "Z" || state == "X" { return false }
            usleep(20_000)
        }
        return true
    }

    @Test("a signal that ends the child reads as 128 + the signal, as a shell says it")
    func signalled() async throws {
        let done = try await run("kill -INT $$")
        #expect(done.signal == SIGINT)
        #expect(done.status == 130)
    }

    @Test("signals start at their defaults unless the caller keeps what it ignores")
    func signalDispositions() async throws {
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        let reset = try await run("kill -INT $$; exit 7")
        #expect(reset.status == 130)
        let kept = try ChildProcess.spawn("/bin/sh", ["-c", "kill -INT $$; exit 7"], environment: [:], defaultSignals: false)
        #expect(await kept.finish(deadline: Date().addingTimeInterval(20)).status == 7)
    }

    @Test("a missing executable is a spawn error, not a child that exits 127")
    func missingExecutable() {
        #expect(throws: ChildProcess.SpawnError.spawnFailed(path: "/nonexistent/recipes", errno: ENOENT)) {
            try ChildProcess.spawn("/nonexistent/recipes", [])
        }
    }

    private func run(_ script: String) async throws -> ChildProcess.Termination {
        let child = try ChildProcess.spawn("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        return await child.finish(deadline: Date().addingTimeInterval(20))
    }
}
