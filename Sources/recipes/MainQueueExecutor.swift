import Dispatch

/// Runs a command's asynchronous work on the main thread, through the main dispatch queue that an
/// async `main` drains, instead of on Swift's global pool.
///
/// The first job sent to the global pool makes libdispatch start its worker threads: about 0.7 ms
/// of every run (Docs/Performance.md), for a tool whose commands wait on files and sockets rather
/// than compute. Blocking work never runs here: each HTTP transfer has a thread of its own
/// (`DetachedThread`) and resumes its task on this executor; Ctrl-C and the spinner run on
/// dispatch's own queues. Child tasks (the fan-outs' task groups) inherit the preference, so they
/// interleave on the main thread while their requests run in parallel.
final class MainQueueExecutor: TaskExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Runs `operation` with this executor preferred for everything it starts.
    static func run(isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Void) async throws {
        if #available(macOS 15, *) {
            try await withTaskExecutorPreference(MainQueueExecutor(), isolation: isolation, operation: operation)
        } else {
            try await operation()
        }
    }
}
