#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A polite rate cap for bulk work: request starts are spaced at least `1 / perSecond` apart, however
/// many run at once, so a sync never hammers a free service.
actor RequestPacer {
    private let interval: Duration
    private var next = ContinuousClock.now

    init(perSecond: Double) {
        interval = .nanoseconds(Int64(1_000_000_000 / max(perSecond, 0.001)))
    }

    /// Waits for this request's turn.
    func turn() async {
        let now = ContinuousClock.now
        let start = max(now, next)
        next = start + interval
        if start > now { try? await Task.sleep(until: start, clock: .continuous) }
    }
}
