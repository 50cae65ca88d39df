import Foundation
import RecipesCore
import Testing
import TestSupport

/// The libcurl adapter, once, over real loopback sockets.
@Suite("libcurl HTTP client")
struct CurlHTTPClientTests {
    @Test("delivers status, lower-cased headers and the whole body, and sends the request's headers")
    func success() async throws {
        let server = try LoopbackServer { _ in .json(#"{"ok":true}"#, status: 201) }
        defer { server.stop() }
        let (data, response) = try await CurlHTTPClient(timeout: 30)
            .send(HTTPRequest(url: URL(string: server.url("a?b=c"))!, headers: ["Accept": "application/json"]))
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect(response.statusCode == 201)
        #expect(response.contentType == "application/json")
        #expect(server.requests.first?.target == "/a?b=c")
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    @Test("sends a POST body")
    func post() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let body = Data(#"{"pizzas":[]}"#.utf8)
        _ = try await CurlHTTPClient(timeout: 30).send(HTTPRequest(
            method: .post, url: URL(string: server.url("post"))!, headers: ["Content-Type": "application/json"], body: body))
        #expect(server.requests.first?.method == "POST")
        #expect(server.requests.first?.body == body)
    }

    /// Redirects `/r/N` to `/r/N-1`, and `/r/0` answers.
    private func redirectingServer(status: Int = 302, location: (@Sendable (Int) -> String)? = nil) throws -> LoopbackServer {
        try LoopbackServer { request in
            guard request.path.hasPrefix("/r/"), let hops = Int(request.path.dropFirst(3)), hops > 0 else { return .json(#"{"ok":true}"#) }
            return .response(status: status, headers: ["Location": location?(hops) ?? "/r/\(hops - 1)"], body: Data())
        }
    }

    @Test("a GET follows up to five http(s) redirects")
    func followsRedirects() async throws {
        let server = try redirectingServer()
        defer { server.stop() }
        let (data, response) = try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url("r/5"))!))
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.requests.count == 6)
    }

    @Test("a GET redirected a sixth time, or to anything but http(s), is a malformed answer")
    func refusesRedirects() async throws {
        let server = try redirectingServer()
        defer { server.stop() }
        let host = "127.0.0.1:\(server.port)"
        await #expect(throws: HTTPClientError.malformedResponse(host: host, reason: "it redirected more than 5 times")) {
            try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url("r/6"))!))
        }
        #expect(server.requests.count == 6)
        let elsewhere = try redirectingServer(location: { _ in "file:///etc/passwd" })
        defer { elsewhere.stop() }
        await #expect(throws: HTTPClientError.malformedResponse(host: "127.0.0.1:\(elsewhere.port)", reason: "it redirected to an address that is not http(s)")) {
            try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: elsewhere.url("r/1"))!))
        }
        #expect(elsewhere.requests.map(\.target) == ["/r/1"], "nothing followed the redirect")
    }

    @Test("a POST is never redirected: the redirect is its answer, and nothing is sent again", arguments: [301, 302, 303, 307, 308])
    func postNeverRedirected(status: Int) async throws {
        let server = try redirectingServer(status: status)
        defer { server.stop() }
        let (_, response) = try await CurlHTTPClient(timeout: 30).send(HTTPRequest(
            method: .post, url: URL(string: server.url("r/1"))!, headers: ["Content-Type": "application/json"], body: Data("{}".utf8)))
        #expect(response.statusCode == status)
        #expect(server.requests.map(\.method) == ["POST"])
    }

    @Test("reports a refused connection as connectivity, naming host and port")
    func refused() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        let url = URL(string: server.url("x"))!
        server.stop()
        await #expect(throws: HTTPClientError.connectivity(host: "127.0.0.1:\(server.port)", reason: "connection refused")) {
            try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: url))
        }
    }

    @Test("gives up on a server that never answers when the deadline passes")
    func deadline() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let started = Date()
        await #expect(throws: HTTPClientError.timeout(host: "127.0.0.1:\(server.port)", seconds: 0.5)) {
            try await CurlHTTPClient(timeout: 0.5).send(HTTPRequest(url: URL(string: server.url())!))
        }
        #expect(Date().timeIntervalSince(started) < 5, "a server that never answers is given up on at the deadline")
    }

    @Test("keeps one overall deadline even while bytes trickle in")
    func trickle() async throws {
        let server = try LoopbackServer { _ in .delayed(seconds: 0.3, .delayed(seconds: 0.3, .delayed(seconds: 0.3, .json("{}")))) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.timeout(host: "127.0.0.1:\(server.port)", seconds: 0.5)) {
            try await CurlHTTPClient(timeout: 0.5).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("refuses a body over the limit from its Content-Length")
    func declaredTooLarge() async throws {
        let server = try LoopbackServer { _ in .json(Data(repeating: 0x20, count: 2048)) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.tooLarge(host: "127.0.0.1:\(server.port)", limit: 1024)) {
            try await CurlHTTPClient(timeout: 30, bodyLimit: 1024).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("refuses a streamed body once it passes the limit, without reading the rest")
    func streamedTooLarge() async throws {
        // 64 MB with no Content-Length: without the limit the whole body would arrive and the call succeed.
        let server = try LoopbackServer { _ in .stream(totalBytes: 64 * 1_048_576) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.tooLarge(host: "127.0.0.1:\(server.port)", limit: 1_048_576)) {
            try await CurlHTTPClient(timeout: 30, bodyLimit: 1_048_576).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("reports a body shorter than its Content-Length as cut off")
    func truncated() async throws {
        let server = try LoopbackServer { _ in .truncated(declaredLength: 5000, body: Data(#"{"meals":[{"idMeal":"1""#.utf8)) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.malformedResponse(host: "127.0.0.1:\(server.port)", reason: "the answer was cut off before its end")) {
            try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("reports a reset before any answer as connectivity")
    func reset() async throws {
        let server = try LoopbackServer { _ in .reset }
        defer { server.stop() }
        await #expect {
            try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        } throws: { error in
            guard case .connectivity(let host, _) = error as? HTTPClientError else { return false }
            return host == "127.0.0.1:\(server.port)"
        }
    }

    @Test("reports bytes that are not HTTP as a malformed answer")
    func notHTTP() async throws {
        let server = try LoopbackServer { _ in .raw(Data("garbage garbage garbage\r\n\r\n".utf8)) }
        defer { server.stop() }
        await #expect {
            try await CurlHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        } throws: { error in
            if case .malformedResponse = error as? HTTPClientError { return true }
            return false
        }
    }
}
