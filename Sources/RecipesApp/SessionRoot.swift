import RecipesBasics
import RecipesHTTP

/// The composition root of a long session (`recipes browse`): built once, on first use, and shared
/// by every load and action, each of which gets a network budget of its own, the `--timeout` a
/// command gets, so a long session never runs out of one budget.
public final class SessionRoot: @unchecked Sendable {
    private let make: @Sendable () -> CompositionRoot
    private let lock = Lock()
    private var built: CompositionRoot?

    public init(_ make: @escaping @Sendable () -> CompositionRoot) {
        self.make = make
    }

    /// The root, built the first time it is asked for.
    public var app: CompositionRoot {
        lock.withLock {
            if let built { return built }
            let root = make()
            built = root
            return root
        }
    }

    /// Runs one action with a fresh budget of the session's `--timeout`.
    public func action<Result>(_ body: (CompositionRoot) async throws -> Result) async rethrows -> Result {
        let app = app
        return try await NetworkBudget.$action.withValue(NetworkBudget(seconds: app.settings.timeout)) { try await body(app) }
    }
}
