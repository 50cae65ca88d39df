#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a request produced no complete answer. Every case names the host it was talking to.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// DNS failure, refused connection, a connection reset or closed before any answer, TLS
    /// failure: nothing usable came back, and a request body, if any, did not all go out, so the
    /// server cannot have acted on it.
    case connectivity(host: String, reason: String)
    /// The connection failed before an answer, but only after the request's whole body went out:
    /// the server may have acted on it (a checkout may be an order). Only requests with a body
    /// report this; a GET failing the same way is `connectivity`, safe to send again.
    case connectionLostAfterSending(host: String, reason: String)
    /// The overall deadline passed before the whole answer arrived.
    case timeout(host: String, seconds: Double)
    /// The body was larger than the client accepts.
    case tooLarge(host: String, limit: Int)
    /// The server started an answer and broke it off, or did not speak HTTP.
    case malformedResponse(host: String, reason: String)
}
