import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The time a whole run may spend waiting on the network: `--timeout`, shared by every request,
/// retry and fan-out of the run, so no command waits much longer than the user asked.
///
/// Only time with a request in flight counts: a checkout that waits on the user's "yes" between
/// reading the menu and sending the order does not spend the order's time. Requests that overlap
/// spend it once. Once it is spent, every request still waiting and every later one times out,
/// so a fan-out stops waiting on a host that has already timed out.
public final class NetworkBudget: @unchecked Sendable {
    /// The budget of the action under way, when a long session (browse) gives each action the
    /// `--timeout` a command gets, over one client: `BudgetedHTTPClient` spends it instead of its own.
    @TaskLocal public static var action: NetworkBudget?

    /// The budget as given, for messages ("no complete answer within 10 s").
    public let seconds: Double
    private let lock = Lock()
    private let total: Duration
    private var spent: Duration = .zero
    private var inFlight = 0
    private var busySince: ContinuousClock.Instant?
    private let now: @Sendable () -> ContinuousClock.Instant

    /// `seconds` is clamped to 1 ms … 1 day, and NaN is the default timeout, so nothing can trap.
    public init(seconds: Double, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        let clamped = seconds.isNaN ? CurlHTTPClient.defaultTimeout : min(max(seconds, 0.001), 86_400)
        self.seconds = seconds
        total = .milliseconds(Int64(clamped * 1000))
        self.now = now
    }

    /// Marks a request as waiting and returns what is left of the budget: its deadline.
    public func begin() -> Duration {
        lock.withLock {
            let instant = now()
            if inFlight == 0 { busySince = instant }
            inFlight += 1
            return max(.zero, total - spent - (busySince.map { instant - $0 } ?? .zero))
        }
    }

    /// Marks a request as done waiting.
    public func end() {
        lock.withLock {
            inFlight -= 1
            if inFlight == 0, let since = busySince {
                spent += now() - since
                busySince = nil
            }
        }
    }

    /// What is left now, without starting a request.
    public var remaining: Duration {
        lock.withLock { max(.zero, total - spent - (busySince.map { now() - $0 } ?? .zero)) }
    }

    /// Whether nothing is left: a request started now would time out without being sent.
    public var isSpent: Bool { remaining == .zero }
}

extension Duration {
    /// In seconds, as libcurl's options take them.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
