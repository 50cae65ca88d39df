import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (reached as `localhost`) for tests, with byte-level control over each answer: short
/// bodies, resets, stalls and raw garbage that a full server framework would not let a test send.
/// One thread per connection; every answer closes its connection.
public final class LoopbackServer: @unchecked Sendable {
    public struct Request: Sendable {
        public let method: String
        /// Path and query exactly as the client sent them, e.g. `/lookup.php?i=52917`.
        public let target: String
        public let headers: [String: String]
        public let body: Data

        public var path: String { String(target.prefix { $0 != "?" }) }

        /// The same request sent to another path and query.
        public func replacingTarget(_ target: String) -> Request {
            Request(method: method, target: target, headers: headers, body: body)
        }

        /// The same request as if sent to a server mounted at `prefix` (`/mealdb/api/x` → `/api/x`).
        public func droppingPathPrefix(_ prefix: String) -> Request {
            Request(method: method, target: String(target.dropFirst(prefix.count)), headers: headers, body: body)
        }
        /// Raw (still percent-encoded) query.
        public var query: String { target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) } ?? "" }
    }

    public indirect enum Reply: Sendable {
        case response(status: Int, headers: [String: String], body: Data)
        /// These exact bytes, then close.
        case raw(Data)
        /// Headers promise `declaredLength` bytes; only `body` is sent before the connection closes.
        case truncated(declaredLength: Int, body: Data)
        /// A body streamed in chunks with no Content-Length, `totalBytes` long.
        case stream(totalBytes: Int)
        /// Close with a TCP reset before answering.
        case reset
        /// Read the request and never answer, until the server stops.
        case hang
        /// Read the request and never answer; when the client closes the connection, `closed` is told
        /// when, on the server's thread (so a test's own task need not be running to see it).
        case hangUntilClosed(closed: @Sendable (ContinuousClock.Instant) -> Void)
        case delayed(seconds: Double, Reply)

        public static func json(_ text: String, status: Int = 200) -> Reply {
            .response(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
        }

        public static func json(_ data: Data, status: Int = 200) -> Reply {
            .response(status: status, headers: ["Content-Type": "application/json"], body: data)
        }

        public static func status(_ code: Int, _ body: String = "", contentType: String = "text/plain") -> Reply {
            .response(status: code, headers: ["Content-Type": contentType], body: Data(body.utf8))
        }
    }

    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let readingBodies: Bool
    private let lock = NSLock()
    private var recorded: [Request] = []
    private var inFlight = 0
    private var peakInFlight = 0
    private var stopped = false

    /// `readingBodies: false` hands the handler a request as soon as its head arrived, the body
    /// unread: a `.reset` then comes while a large body is still being sent.
    public init(readingBodies: Bool = true, handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        self.readingBodies = readingBodies
        let listener = Self.socketClosedOnExec()
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(listener, pointer, length) == 0 && listen(listener, 64) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit {
        stop()
        let fd = reservation.value
        if fd >= 0 { close(fd) }
    }

    /// `http://localhost:PORT/` + `path`: reached by host name, through libcurl, as every user's request is.
    public func url(_ path: String = "") -> String { "http://localhost:\(port)/\(path)" }

    /// `localhost:PORT`, as errors name it.
    public var host: String { "localhost:\(port)" }

    /// Every request received so far, in arrival order.
    public var requests: [Request] { lock.withLock { recorded } }

    /// Returns once `count` requests have arrived: a test waits on the event, not on a sleep.
    public func waitForRequests(_ count: Int, within seconds: Double = 30) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while requests.count < count {
            guard ContinuousClock.now < deadline else { throw WaitTimedOut(what: "\(count) requests", seconds: seconds) }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The most requests that were being answered at the same moment.
    public var maxConcurrentRequests: Int { lock.withLock { peakInFlight } }

    public func stop() {
        let wasStopped = lock.withLock { () -> Bool in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        // The port stays taken (bound, not listening: a connection is refused), so a server another
        // test starts meanwhile cannot get it and answer a request meant to find nobody there.
        reservation.set(Self.reserve(port: port))
    }

    private let reservation = Locked<Int32>(-1)

    private static func reserve(port: Int) -> Int32 {
        let fd = socketClosedOnExec()
        guard fd >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        if !bound { close(fd) }
        return bound ? fd : -1
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = Self.acceptClosedOnExec(listener)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        var noSigPipe: Int32 = 1
        #if canImport(Darwin)
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSigPipe, socklen_t(MemoryLayout<Int32>.size))
        #endif
        _ = noSigPipe
        guard let request = readRequest(connection) else {
            close(connection)
            return
        }
        lock.withLock {
            recorded.append(request)
            inFlight += 1
            peakInFlight = max(peakInFlight, inFlight)
        }
        let reply = handler(request)
        send(reply, on: connection)
    }

    /// The answer is decided and about to be written (or abandoned): it no longer counts as in
    /// flight. Counted down before the first byte goes out, so a client that sends its next request
    /// as soon as it has this answer is never seen overlapping it.
    private func answered() {
        lock.withLock { inFlight -= 1 }
    }

    private func send(_ reply: Reply, on connection: Int32) {
        switch reply {
        case .response(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            answered()
            write(Data((head + "\r\n").utf8) + body, to: connection)
            finish(connection)
        case .raw(let bytes):
            answered()
            write(bytes, to: connection)
            finish(connection)
        case .truncated(let declaredLength, let body):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(declaredLength)\r\nConnection: close\r\n\r\n"
            answered()
            write(Data(head.utf8) + body, to: connection)
            finish(connection)
        case .stream(let totalBytes):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            answered()
            guard write(Data(head.utf8), to: connection) else { return finish(connection) }
            let chunk = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
            var sent = 0
            while sent < totalBytes, !isStopped {
                let piece = chunk.prefix(totalBytes - sent)
                guard write(Data(String(piece.count, radix: 16).utf8) + Data("\r\n".utf8) + piece + Data("\r\n".utf8), to: connection)
                else { break }
                sent += piece.count
            }
            write(Data("0\r\n\r\n".utf8), to: connection)
            finish(connection)
        case .reset:
            var linger = Glinger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glinger>.size))
            close(connection)
            answered()
        case .hang:
            while !isStopped { usleep(20_000) }
            close(connection)
            answered()
        case .hangUntilClosed(let closed):
            var byte: UInt8 = 0
            while !isStopped {
                let peeked = recv(connection, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
                if peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    closed(.now)
                    break
                }
                usleep(5_000)
            }
            close(connection)
            answered()
        case .delayed(let seconds, let reply):
            let until = Date().addingTimeInterval(seconds)
            while !isStopped, Date() < until { usleep(10_000) }
            send(reply, on: connection)
        }
    }

    /// Half-closes and drains, so the client reads everything sent before it sees the close.
    private func finish(_ connection: Int32) {
        shutdown(connection, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 1024)
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        close(connection)
    }

    @discardableResult
    private func write(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Self.sendBytes(connection, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    private func readRequest(_ connection: Int32) -> Request? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            headerEnd = received.range(of: Data("\r\n\r\n".utf8))
        }
        let head = String(decoding: received[..<headerEnd!.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(received[headerEnd!.upperBound...])
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while readingBodies, body.count < length {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: buffer[0..<count])
        }
        return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    // Every socket is closed on exec. The suite runs tests in parallel, and a process another test
    // starts (a tmux server, a shell, `recipes`) would otherwise inherit every socket open at that
    // moment: a connection it holds stays open when `close` here drops ours, so a `.reset` or a
    // close never reaches the client while that process lives (a retry test saw one request where
    // it expected two, its first one waiting out --timeout behind a tmux server).
    #if canImport(Glibc)
    private typealias Glinger = linger
    private static func socketClosedOnExec() -> Int32 {
        socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    }
    private static func acceptClosedOnExec(_ listener: Int32) -> Int32 {
        accept4(listener, nil, nil, Int32(SOCK_CLOEXEC.rawValue))
    }
    /// glibc's `accept4`, which the Glibc module leaves out (it is a GNU extension): accepting and
    /// marking close-on-exec in one call leaves a spawn on another thread no moment to inherit it.
    private typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32
    private static let accept4 = unsafeBitCast(dlsym(nil, "accept4")!, to: Accept4.self)
    private static func sendBytes(_ socket: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        Glibc.send(socket, pointer, count, Int32(MSG_NOSIGNAL))
    }
    #else
    private typealias Glinger = linger
    // Darwin has neither SOCK_CLOEXEC nor accept4: the flag is set just after, which leaves a
    // window a spawn can hit, where Linux leaves none.
    private static func socketClosedOnExec() -> Int32 {
        closedOnExec(socket(AF_INET, SOCK_STREAM, 0))
    }
    private static func acceptClosedOnExec(_ listener: Int32) -> Int32 {
        closedOnExec(accept(listener, nil, nil))
    }
    private static func closedOnExec(_ fd: Int32) -> Int32 {
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }
    private static func sendBytes(_ socket: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        Darwin.send(socket, pointer, count, 0)
    }
    #endif
}
