import RecipesBasics
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--verbose`: one stderr line per request, "GET http://... → 200, 9019 bytes, 12 ms", or the failure;
/// the address without any `user:password@` it carries.
public struct LoggingHTTPClient: HTTPClient {
    private let client: HTTPClient
    private let log: @Sendable (String) -> Void

    public init(client: HTTPClient, log: @escaping @Sendable (String) -> Void) {
        self.client = client
        self.log = log
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let started = Date()
        let line = "\(request.method.rawValue) \(TerminalSanitizer.sanitizeLine(request.url.addressForMessages))"
        func elapsed() -> String { "\(Int(Date().timeIntervalSince(started) * 1000)) ms" }
        do {
            let (data, response) = try await client.send(request)
            log("\(line) → \(response.statusCode), \(data.count) bytes, \(elapsed())")
            return (data, response)
        } catch {
            log("\(line) → failed (\(UserFacingError(LoadErrorBridge.describe(error))?.message ?? "\(error)")), \(elapsed())")
            throw error
        }
    }
}

/// The client's errors described as the loader would: for the log line only.
enum LoadErrorBridge {
    package static func describe(_ error: Error) -> Error {
        (error as? HTTPClientError).map(LoadError.init) ?? error
    }
}
