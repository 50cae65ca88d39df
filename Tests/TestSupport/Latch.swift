import Foundation

/// Opens once `count` arrivals have been counted, and stays open. A server handler or a task that
/// waits on it is held until the others have arrived too, so "these overlapped" is certain rather
/// than likely. Every wait has a generous time limit: a client that never sends the others fails
/// its test instead of hanging the suite.
public final class Latch: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var arrived = 0
    private var waiting: [UUID: CheckedContinuation<Bool, Never>] = [:]
    /// Waits whose time ran out before they were registered.
    private var expired: Set<UUID> = []

    public init(count: Int) {
        self.count = count
    }

    public var isOpen: Bool { condition.withLock { arrived >= count } }

    /// Counts one arrival; the one that reaches `count` opens the latch for every waiter.
    public func countDown() {
        let released = condition.withLock { () -> [CheckedContinuation<Bool, Never>] in
            arrived += 1
            guard arrived == count else { return [] }
            condition.broadcast()
            defer { waiting = [:] }
            return Array(waiting.values)
        }
        released.forEach { $0.resume(returning: true) }
    }

    /// Blocks this thread (a server's handler, never a task) until the latch opens; false when
    /// `seconds` passed first.
    @discardableResult
    public func wait(within seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while arrived < count {
                guard condition.wait(until: deadline) else { return arrived >= count }
            }
            return true
        }
    }

    /// Counts this arrival and blocks this thread until the others have arrived too.
    @discardableResult
    public func arriveAndWait(within seconds: Double = 30) -> Bool {
        countDown()
        return wait(within: seconds)
    }

    /// Suspends this task until the latch opens; throws `WaitTimedOut` when `seconds` passed first.
    public func wait(within seconds: Double = 30) async throws {
        let id = UUID()
        let timer = Task {
            guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return } // cancelled: the latch opened
            let late = condition.withLock { () -> CheckedContinuation<Bool, Never>? in
                guard let continuation = waiting.removeValue(forKey: id) else {
                    expired.insert(id)
                    return nil
                }
                return continuation
            }
            late?.resume(returning: false)
        }
        defer { timer.cancel() }
        let opened = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let now = condition.withLock { () -> Bool? in
                if arrived >= count { return true }
                if expired.remove(id) != nil { return false }
                waiting[id] = continuation
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
        guard opened else { throw WaitTimedOut(what: "\(count) arrivals at a latch", seconds: seconds) }
    }

    /// Counts this arrival and suspends this task until the others have arrived too.
    public func arrive(within seconds: Double = 30) async throws {
        countDown()
        try await wait(within: seconds)
    }
}
