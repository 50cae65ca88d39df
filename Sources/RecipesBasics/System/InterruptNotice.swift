/// What a person must be told if the run ends by a signal now, when a bare newline would hide it:
/// during checkout's POST, that the shop may already have the order. Process-wide by nature, like
/// the signal it serves; whoever sets it clears it when the moment has passed.
public final class InterruptNotice: @unchecked Sendable {
    public static let shared = InterruptNotice()

    private let lock = Lock()
    private var text: (@Sendable () -> String)?

    /// Says `text` (one line, no newline) if the run is interrupted before `clear()`.
    public func set(_ text: String) { set { text } }
    /// Says what `text` returns when the run is interrupted: it is asked then, on the interrupt's
    /// thread, while the run's other threads still go on (a sync counts what has landed by then).
    public func set(_ text: @escaping @Sendable () -> String) { lock.withLock { self.text = text } }
    public func clear() { lock.withLock { text = nil } }
    public var current: String? { lock.withLock { text }?() }
}
