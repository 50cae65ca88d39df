/// A test waited for an event that did not come.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let what: String
    public let seconds: Double
    public var description: String { "waited \(seconds) s for \(what)" }
}
