import RecipesBasics

/// Decoding and drawing a picture on a thread of its own, waited for at most a deadline. libjpeg and
/// libpng block and cannot be interrupted: run on Swift's cooperative pool (two threads on a 2-core
/// machine) a slow decode held one of them and the command with it. Past the deadline the command
/// goes on without the picture; the thread finishes its work unwatched, or ends with the process.
public enum DecodingThread {
    /// A 250 × 250 thumbnail decodes and draws in about a millisecond, the largest picture allowed
    /// (4,000 × 4,000, 100 scans) in a few tenths of a second: a second is the most a picture may cost.
    public static let deadline: Duration = .seconds(1)

    /// `work`'s answer, or `.tooSlow` once `deadline` has passed without one.
    public static func run<Value: Sendable>(
        within deadline: Duration = deadline,
        _ work: @escaping @Sendable () -> Result<Value, PictureFailure>
    ) async -> Result<Value, PictureFailure> {
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        return await withCheckedContinuation { continuation in
            let answer = FirstAnswer(continuation)
            let timer = Task {
                guard (try? await Task.sleep(for: deadline)) != nil else { return }
                answer.give(.failure(.tooSlow(seconds: seconds)))
            }
            let decode: @Sendable () -> Void = {
                answer.give(work())
                timer.cancel()
            }
            // No thread to be had (the process is at its limit): decode here rather than not at all.
            if !DetachedThread.spawn(decode) { decode() }
        }
    }

    /// Resumes its continuation with the first value it is given; later ones are dropped.
    private final class FirstAnswer<Value: Sendable>: @unchecked Sendable {
        private let lock = Lock()
        private var continuation: CheckedContinuation<Value, Never>?

        init(_ continuation: CheckedContinuation<Value, Never>) {
            self.continuation = continuation
        }

        func give(_ value: Value) {
            let waiting: CheckedContinuation<Value, Never>? = lock.withLock {
                defer { continuation = nil }
                return continuation
            }
            waiting?.resume(returning: value)
        }
    }
}
