import Foundation
@testable import RecipesCore
import Testing
import TestSupport

/// Which client carries a request. Both keep one contract, checked here over real loopback sockets.
enum HTTPStack: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// libcurl, as for https and host names.
    case curl
    /// Our own socket, as for plain HTTP to an IP address.
    case socket

    func client(timeout: Double, bodyLimit: Int = CurlHTTPClient.defaultBodyLimit) -> HTTPClient {
        switch self {
        case .curl: CurlHTTPClient(timeout: timeout, bodyLimit: bodyLimit)
        case .socket: SocketHTTPClient(timeout: timeout, bodyLimit: bodyLimit)
        }
    }

    var testDescription: String { rawValue }
}

/// Every HTTP client, over real loopback sockets: the same answers and the same errors.
@Suite("HTTP clients")
struct HTTPClientContractTests {
    @Test("delivers status, lower-cased headers and the whole body, and sends the request's headers", arguments: HTTPStack.allCases)
    func success(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .json(#"{"ok":true}"#, status: 201) }
        defer { server.stop() }
        let (data, response) = try await stack.client(timeout: 30)
            .send(HTTPRequest(url: URL(string: server.url("a?b=c"))!, headers: ["Accept": "application/json"]))
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect(response.statusCode == 201)
        #expect(response.contentType == "application/json")
        #expect(server.requests.first?.target == "/a?b=c")
        #expect(server.requests.first?.headers["accept"] == "application/json")
    }

    @Test("sends a POST body", arguments: HTTPStack.allCases)
    func post(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let body = Data(#"{"pizzas":[]}"#.utf8)
        _ = try await stack.client(timeout: 30).send(HTTPRequest(
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

    @Test("a GET follows up to five http(s) redirects", arguments: HTTPStack.allCases)
    func followsRedirects(stack: HTTPStack) async throws {
        let server = try redirectingServer()
        defer { server.stop() }
        let (data, response) = try await stack.client(timeout: 30).send(HTTPRequest(url: URL(string: server.url("r/5"))!))
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.requests.count == 6)
    }

    @Test("a GET redirected a sixth time, or to anything but http(s), is a malformed answer", arguments: HTTPStack.allCases)
    func refusesRedirects(stack: HTTPStack) async throws {
        let server = try redirectingServer()
        defer { server.stop() }
        let host = "127.0.0.1:\(server.port)"
        await #expect(throws: HTTPClientError.malformedResponse(host: host, reason: "it redirected more than 5 times")) {
            try await stack.client(timeout: 30).send(HTTPRequest(url: URL(string: server.url("r/6"))!))
        }
        #expect(server.requests.count == 6)
        let elsewhere = try redirectingServer(location: { _ in "file:///etc/passwd" })
        defer { elsewhere.stop() }
        await #expect(throws: HTTPClientError.malformedResponse(host: "127.0.0.1:\(elsewhere.port)", reason: "it redirected to an address that is not http(s)")) {
            try await stack.client(timeout: 30).send(HTTPRequest(url: URL(string: elsewhere.url("r/1"))!))
        }
        #expect(elsewhere.requests.map(\.target) == ["/r/1"], "nothing followed the redirect")
    }

    @Test("a POST is never redirected: the redirect is its answer, and nothing is sent again",
          arguments: HTTPStack.allCases, [301, 302, 303, 307, 308])
    func postNeverRedirected(stack: HTTPStack, status: Int) async throws {
        let server = try redirectingServer(status: status)
        defer { server.stop() }
        let (_, response) = try await stack.client(timeout: 30).send(HTTPRequest(
            method: .post, url: URL(string: server.url("r/1"))!, headers: ["Content-Type": "application/json"], body: Data("{}".utf8)))
        #expect(response.statusCode == status)
        #expect(server.requests.map(\.method) == ["POST"])
    }

    @Test("reports a refused connection as connectivity, naming host and port", arguments: HTTPStack.allCases)
    func refused(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        let url = URL(string: server.url("x"))!
        server.stop()
        await #expect(throws: HTTPClientError.connectivity(host: "127.0.0.1:\(server.port)", reason: "connection refused")) {
            try await stack.client(timeout: 30).send(HTTPRequest(url: url))
        }
    }

    @Test("gives up on a server that never answers when the deadline passes", arguments: HTTPStack.allCases)
    func deadline(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let started = Date()
        await #expect(throws: HTTPClientError.timeout(host: "127.0.0.1:\(server.port)", seconds: 0.5)) {
            try await stack.client(timeout: 0.5).send(HTTPRequest(url: URL(string: server.url())!))
        }
        #expect(Date().timeIntervalSince(started) < 5, "a server that never answers is given up on at the deadline")
    }

    @Test("keeps one overall deadline even while bytes trickle in", arguments: HTTPStack.allCases)
    func trickle(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .delayed(seconds: 0.3, .delayed(seconds: 0.3, .delayed(seconds: 0.3, .json("{}")))) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.timeout(host: "127.0.0.1:\(server.port)", seconds: 0.5)) {
            try await stack.client(timeout: 0.5).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("refuses a body over the limit from its Content-Length", arguments: HTTPStack.allCases)
    func declaredTooLarge(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .json(Data(repeating: 0x20, count: 2048)) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.tooLarge(host: "127.0.0.1:\(server.port)", limit: 1024)) {
            try await stack.client(timeout: 30, bodyLimit: 1024).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("refuses a streamed body once it passes the limit, without reading the rest", arguments: HTTPStack.allCases)
    func streamedTooLarge(stack: HTTPStack) async throws {
        // 64 MB with no Content-Length: without the limit the whole body would arrive and the call succeed.
        let server = try LoopbackServer { _ in .stream(totalBytes: 64 * 1_048_576) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.tooLarge(host: "127.0.0.1:\(server.port)", limit: 1_048_576)) {
            try await stack.client(timeout: 30, bodyLimit: 1_048_576).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("reports a body shorter than its Content-Length as cut off", arguments: HTTPStack.allCases)
    func truncated(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .truncated(declaredLength: 5000, body: Data(#"{"meals":[{"idMeal":"1""#.utf8)) }
        defer { server.stop() }
        await #expect(throws: HTTPClientError.malformedResponse(host: "127.0.0.1:\(server.port)", reason: "the answer was cut off before its end")) {
            try await stack.client(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        }
    }

    @Test("reports a reset before any answer as connectivity", arguments: HTTPStack.allCases)
    func reset(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .reset }
        defer { server.stop() }
        await #expect {
            try await stack.client(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        } throws: { error in
            guard case .connectivity(let host, _) = error as? HTTPClientError else { return false }
            return host == "127.0.0.1:\(server.port)"
        }
    }

    @Test("reports bytes that are not HTTP as a malformed answer", arguments: HTTPStack.allCases)
    func notHTTP(stack: HTTPStack) async throws {
        let server = try LoopbackServer { _ in .raw(Data("garbage garbage garbage\r\n\r\n".utf8)) }
        defer { server.stop() }
        await #expect {
            try await stack.client(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        } throws: { error in
            if case .malformedResponse = error as? HTTPClientError { return true }
            return false
        }
    }
}

/// What only the socket client does: choose when to hand a request to libcurl, and read chunks.
@Suite("socket HTTP client")
struct SocketHTTPClientTests {
    @Test("sends plain HTTP to an IP address itself; https, host names and credentials go to libcurl")
    func routing() {
        let ours = ["http://127.0.0.1:8080/api/json/v1/1/", "http://10.0.0.7/x?y=z", "http://[::1]:9000/", "HTTP://192.168.1.20"]
        let curls = ["https://127.0.0.1/", "http://localhost:8080/", "http://www.themealdb.com/api/", "http://user:pw@127.0.0.1/",
                     "http://127.0.0.01/", "http://256.1.1.1/", "http://1.2.3/", "ftp://127.0.0.1/", "http://127.0.0.1:0/"]
        for url in ours { #expect(SocketAddress(URL(string: url)!) != nil, "\(url)") }
        for url in curls { #expect(SocketAddress(URL(string: url)!) == nil, "\(url)") }
        let address = SocketAddress(URL(string: "http://[::1]:9000/a%20b?c=%26")!)
        #expect(address?.hostHeader == "[::1]:9000")
        #expect(address?.target == "/a%20b?c=%26")
        #expect(SocketAddress(URL(string: "http://127.0.0.1")!)?.target == "/")
        #expect(SocketAddress(URL(string: "http://127.0.0.1")!)?.hostHeader == "127.0.0.1")
    }

    // libcurl reads the proxy variables from the process's environment itself; a test cannot set
    // those without changing every other test's requests, so it checks who sent the request:
    // libcurl asks for compressed answers, the socket client does not.
    @Test("with a proxy configured, plain HTTP goes to libcurl, which knows proxies")
    func proxy() async throws {
        let server = try LoopbackServer { _ in .json("{}") }
        defer { server.stop() }
        let home = ["HOME": "/nonexistent"]
        for (variables, proxied) in [(["http_proxy": "http://127.0.0.1:9"], true), (["all_proxy": "http://127.0.0.1:9"], true),
                                     (["ALL_PROXY": "http://127.0.0.1:9"], true), (["http_proxy": ""], false),
                                     (["HTTP_PROXY": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9"], false)] {
            let settings = try Settings.resolve(environment: home.merging(variables) { $1 })
            #expect(settings.plainHTTPProxy == proxied, "\(variables)")
        }
        _ = try await SocketHTTPClient(timeout: 30, viaLibcurl: true).send(HTTPRequest(url: URL(string: server.url("x"))!))
        _ = try await SocketHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url("x"))!))
        #expect(server.requests.map { $0.headers["accept-encoding"] != nil } == [true, false])
    }

    @Test("a redirect it cannot follow itself (a host name) is followed by libcurl, within the same five, naming the host asked")
    func redirectHandedToCurl() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/start": .response(status: 302, headers: ["Location": "http://localhost:\(request.headers["host"]!.split(separator: ":").last!)/r/4"], body: Data())
            case "/r/0": .json(#"{"ok":true}"#)
            default: .response(status: 302, headers: ["Location": "/r/\(Int(request.path.dropFirst(3))! - 1)"], body: Data())
            }
        }
        defer { server.stop() }
        let (data, response) = try await SocketHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url("start"))!))
        #expect(response.statusCode == 200 && String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.requests.map(\.path) == ["/start", "/r/4", "/r/3", "/r/2", "/r/1", "/r/0"])
        let tooMany = try LoopbackServer { request in
            request.path == "/start"
                ? .response(status: 302, headers: ["Location": "http://localhost:\(request.headers["host"]!.split(separator: ":").last!)/r/5"], body: Data())
                : .response(status: 302, headers: ["Location": "/r/\(Int(request.path.dropFirst(3))! - 1)"], body: Data())
        }
        defer { tooMany.stop() }
        await #expect(throws: HTTPClientError.malformedResponse(host: "127.0.0.1:\(tooMany.port)", reason: "it redirected more than 5 times")) {
            try await SocketHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: tooMany.url("start"))!))
        }
        #expect(tooMany.requests.count == 6, "five redirects followed in all, not five more after the hand-over")
    }

    @Test("one deadline across redirects, and errors name the host asked, as libcurl's do", arguments: HTTPStack.allCases)
    func deadlineAcrossRedirects(stack: HTTPStack) async throws {
        let stalled = try LoopbackServer { _ in .hang }
        defer { stalled.stop() }
        let first = try LoopbackServer { _ in .delayed(seconds: 0.3, .response(status: 302, headers: ["Location": stalled.url("x")], body: Data())) }
        defer { first.stop() }
        let started = ContinuousClock.now
        await #expect(throws: HTTPClientError.timeout(host: "127.0.0.1:\(first.port)", seconds: 0.6)) {
            try await stack.client(timeout: 0.6).send(HTTPRequest(url: URL(string: first.url("start"))!))
        }
        #expect(ContinuousClock.now - started < .seconds(1.5), "the redirect did not get a deadline of its own")
    }

    @Test("reads a chunked body with extensions and trailers")
    func chunked() async throws {
        let answer = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n"
            + "5;name=value\r\n{\"ok\"\r\n6\r\n:true}\r\n0\r\nExpires: never\r\n\r\n"
        let server = try LoopbackServer { _ in .raw(Data(answer.utf8)) }
        defer { server.stop() }
        let (data, response) = try await SocketHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!))
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect(response.contentType == "application/json")
    }

    @Test("a cancelled request stops waiting at once")
    func cancellation() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let started = ContinuousClock.now
        let task = Task { try await SocketHTTPClient(timeout: 30).send(HTTPRequest(url: URL(string: server.url())!)) }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}
