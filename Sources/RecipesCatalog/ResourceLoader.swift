import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads any catalog's resources. The remote loader is one implementation; caching and offline
/// fallback wrap it as decorators with the same shape.
public protocol ResourceLoader: Sendable {
    func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource>

    /// A copy kept on this machine (a fresh cached answer, the bundled sample) that still maps, without
    /// touching the network; nil when there is none. Lists use it to mark what opens offline.
    func stored<Resource>(_ endpoint: Endpoint<Resource>) -> Loaded<Resource>?

    /// Whether a copy kept on this machine opens: one `accepting` takes. Lists ask it of every row, so a
    /// loader that can tell without mapping (the bundled sample) says so cheaply.
    func holds<Resource>(_ endpoint: Endpoint<Resource>, accepting: (Resource) -> Bool) -> Bool
    /// `holds` for many endpoints at once: a store looked at once for all of them (a list's
    /// offline marks), not once per row.
    func holding<Resource>(_ endpoints: [Endpoint<Resource>], accepting: (Resource) -> Bool) -> [Bool]
}

extension ResourceLoader {
    /// A loader that keeps nothing (the remote one) has no stored copy.
    public func stored<Resource>(_ endpoint: Endpoint<Resource>) -> Loaded<Resource>? { nil }

    public func holds<Resource>(_ endpoint: Endpoint<Resource>, accepting: (Resource) -> Bool) -> Bool {
        stored(endpoint).map { accepting($0.value) } ?? false
    }

    public func holding<Resource>(_ endpoints: [Endpoint<Resource>], accepting: (Resource) -> Bool) -> [Bool] {
        endpoints.map { holds($0, accepting: accepting) }
    }
}

extension LoadError {
    init(_ error: HTTPClientError) {
        switch error {
        case .connectivity(let host, let reason), .connectionLostAfterSending(let host, let reason):
            self = .unavailable(host: host, reason: reason)
        case .timeout(let host, let seconds):
            self = .unavailable(host: host, reason: "no complete answer within \(Self.format(seconds)) s (--timeout)")
        case .tooLarge(let host, let limit):
            self = .invalidData(host: host, reason: "the answer is larger than \(limit / 1_048_576) MB")
        case .malformedResponse(let host, let reason):
            self = .invalidData(host: host, reason: reason)
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
