import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command's asynchronous work on the main thread, from a plain synchronous `main`.
///
/// An async `main` parks the main thread in libdispatch and runs everything on dispatch's worker
/// threads, and the first job on Swift's global pool starts them: together about half a
/// millisecond of every run (Docs/Performance.md), for a tool whose commands wait on files and
/// sockets rather than compute. Here the main thread drains a queue of its own instead. Blocking
/// work never runs on it: each HTTP transfer has a thread of its own (`DetachedThread`) and resumes
/// its task here; Ctrl-C has its own thread and the spinner dispatch's. Child tasks (the fan-outs'
/// task groups) inherit the executor, so they interleave here while their requests run in parallel.
final class MainThreadLoop: TaskExecutor, @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var jobs: [UnownedJob] = []
    private var finished = false

    private init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Runs `operation` to its end, on this thread, and returns how it ended.
    static func run(_ operation: sending @escaping () async throws -> Void) -> Result<Void, Error> {
        guard #available(macOS 15, *) else { return runOnGlobalPool(operation) }
        let loop = MainThreadLoop()
        let outcome = Outcome()
        Task(executorPreference: loop) {
            do { try await operation() } catch { outcome.result = .failure(error) }
            loop.finish()
        }
        loop.drain()
        return outcome.result
    }

    private func finish() {
        pthread_mutex_lock(&mutex)
        finished = true
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Runs jobs as they come until the operation has finished.
    private func drain() {
        while true {
            pthread_mutex_lock(&mutex)
            while jobs.isEmpty && !finished { pthread_cond_wait(&condition, &mutex) }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            let done = finished && batch.isEmpty
            pthread_mutex_unlock(&mutex)
            if done { return }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }

    /// Before task executors (macOS 14 and older): the global pool, the main thread waiting.
    private static func runOnGlobalPool(_ operation: sending @escaping () async throws -> Void) -> Result<Void, Error> {
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task.detached {
            do { try await operation() } catch { outcome.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return outcome.result
    }

    /// How the operation ended: written by its task before it signals the end, read after the
    /// waiting thread has seen that signal (the mutex or semaphore orders the two).
    private final class Outcome: @unchecked Sendable {
        var result: Result<Void, Error> = .success(())
    }
}
