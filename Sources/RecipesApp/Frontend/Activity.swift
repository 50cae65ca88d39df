import Dispatch
import RecipesBasics
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spinner (or "n/N" for fan-outs) on stderr while a command waits: only on a terminal, never
/// with --json or --quiet, shown only after 150 ms so quick commands never flash it, and erased
/// before anything else is written.
final class Activity: @unchecked Sendable {
    private let lock = Lock()
    private var timer: DispatchSourceTimer?
    private var frame = 0
    private var drawn = false
    private var counts: (done: Int, total: Int)?
    private var countingSince: ContinuousClock.Instant?
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    func start(label: String) {
        guard isatty(STDERR_FILENO) == 1, Terminal.environment["TERM"] != "dumb" else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(150), repeating: .milliseconds(100))
        timer.setEventHandler { [weak self] in self?.draw(label: label) }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    /// Fan-outs report how many of their requests are done.
    func update(done: Int, total: Int) {
        lock.withLock {
            counts = (done, total)
            if countingSince == nil { countingSince = .now }
        }
    }

    /// Stops and erases the line; safe to call any number of times.
    func stop() {
        lock.withLock {
            timer?.cancel()
            timer = nil
            if drawn { StandardStream.writeError("\r\u{1B}[K") }
            drawn = false
        }
    }

    private func draw(label: String) {
        lock.withLock {
            guard timer != nil else { return }
            let spinner = Self.frames[frame % Self.frames.count]
            frame += 1
            let elapsed = countingSince.map { Double((ContinuousClock.now - $0).components.seconds) } ?? 0
            let progress = counts.map { " " + ProgressText.line(done: $0.done, total: $0.total, elapsed: elapsed) } ?? ""
            StandardStream.writeError("\r\(spinner) \(label)\(progress)\u{1B}[K")
            drawn = true
        }
    }
}
