import Foundation

/// A value shared between a test and the server threads it starts.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    public init(_ value: Value) { stored = value }

    public var value: Value { lock.withLock { stored } }
    public func set(_ value: Value) { lock.withLock { stored = value } }
    public func update<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&stored) } }
}
