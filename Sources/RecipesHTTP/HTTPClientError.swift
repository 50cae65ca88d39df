#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a request produced no complete answer. Every case names the host it was talking to.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// DNS failure, refused or reset connection, TLS failure: nothing usable came back.
    case connectivity(host: String, reason: String)
    /// The overall deadline passed before the whole answer arrived.
    case timeout(host: String, seconds: Double)
    /// The body was larger than the client accepts.
    case tooLarge(host: String, limit: Int)
    /// The server started an answer and broke it off, or did not speak HTTP.
    case malformedResponse(host: String, reason: String)
}
