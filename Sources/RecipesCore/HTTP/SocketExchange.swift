#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One request and its answer over a new TCP connection, all before the deadline. Blocking: it
/// runs on a thread of its own (`DetachedThread`), waiting in `poll` slices short enough to notice
/// a cancellation promptly.
final class SocketExchange: @unchecked Sendable {
    let host: String
    private let request: HTTPRequest
    private let address: SocketAddress
    private let deadline: ContinuousClock.Instant
    private let timeout: Double
    private let bodyLimit: Int
    private let lock = Lock()
    private var cancelled = false

    private static let pollSliceMilliseconds: Int32 = 50

    /// `host` is what errors name: the host first asked, wherever redirects led.
    init(request: HTTPRequest, address: SocketAddress, host: String, deadline: ContinuousClock.Instant, timeout: Double, bodyLimit: Int) {
        self.request = request
        self.address = address
        self.host = host
        self.deadline = deadline
        self.timeout = timeout
        self.bodyLimit = bodyLimit
    }

    func cancel() { lock.withLock { cancelled = true } }
    private var isCancelled: Bool { lock.withLock { cancelled } }

    private enum Stop: Error { case cancelled }

    func perform() -> Result<(Data, HTTPResponse), Error> {
        let socket: Int32
        do {
            socket = try connect()
        } catch let error as HTTPClientError {
            return .failure(error)
        } catch {
            return .failure(CancellationError())
        }
        defer { close(socket) }
        do {
            try send(requestBytes(), on: socket)
            return .success(try receive(on: socket))
        } catch let error as HTTPClientError {
            return .failure(error)
        } catch {
            return .failure(CancellationError())
        }
    }

    // MARK: - The request

    private func requestBytes() -> [UInt8] {
        var head = "\(request.method.rawValue) \(address.target) HTTP/1.1\r\nHost: \(address.hostHeader)\r\n"
        head += "User-Agent: recipes\r\nAccept: */*\r\nConnection: close\r\n"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) where Self.isHeaderSafe(name, value) {
            head += "\(name): \(value)\r\n"
        }
        if request.method == .post || request.body != nil {
            head += "Content-Length: \(request.body?.count ?? 0)\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + Array(request.body ?? Data())
    }

    /// A header that would split the request (a line break) or override its framing is left out.
    private static func isHeaderSafe(_ name: String, _ value: String) -> Bool {
        let framing: Set<String> = ["host", "content-length", "transfer-encoding", "connection"]
        return !framing.contains(name.lowercased()) && !name.isEmpty
            && !(name + value).utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 })
            && !name.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 <= 0x20 })
    }

    // MARK: - The socket

    private func connect() throws -> Int32 {
        let domain = address.family == .v4 ? AF_INET : AF_INET6
        #if canImport(Glibc)
        let socket = Glibc.socket(domain, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(domain, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else {
            throw HTTPClientError.connectivity(host: host, reason: "no socket could be opened (\(Self.describe(errno)))")
        }
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let started = withSocketAddress { pointer, length in
            #if canImport(Glibc)
            Glibc.connect(socket, pointer, length)
            #else
            Darwin.connect(socket, pointer, length)
            #endif
        }
        do {
            if started != 0 {
                guard errno == EINPROGRESS || errno == EINTR else { throw connectFailure(errno) }
                try wait(for: Int16(POLLOUT), on: socket)
                var failure: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length)
                if failure != 0 { throw connectFailure(failure) }
            }
        } catch {
            close(socket)
            throw error
        }
        return socket
    }

    private func connectFailure(_ code: Int32) -> HTTPClientError {
        code == ECONNREFUSED
            ? .connectivity(host: host, reason: "connection refused")
            : .connectivity(host: host, reason: "could not connect (\(Self.describe(code)))")
    }

    private func withSocketAddress<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        switch address.family {
        case .v4:
            var storage = sockaddr_in()
            storage.sin_family = sa_family_t(AF_INET)
            storage.sin_port = address.port.bigEndian
            inet_pton(AF_INET, address.host, &storage.sin_addr)
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .v6:
            var storage = sockaddr_in6()
            storage.sin6_family = sa_family_t(AF_INET6)
            storage.sin6_port = address.port.bigEndian
            inet_pton(AF_INET6, address.host, &storage.sin6_addr)
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
    }

    private func send(_ bytes: [UInt8], on socket: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            #else
            let sent = bytes.withUnsafeBytes { Darwin.send(socket, $0.baseAddress! + offset, $0.count - offset, 0) }
            #endif
            if sent >= 0 {
                offset += sent
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try wait(for: Int16(POLLOUT), on: socket)
            } else {
                throw HTTPClientError.connectivity(host: host, reason: "the connection was closed before an answer")
            }
        }
    }

    private func receive(on socket: Int32) throws -> (Data, HTTPResponse) {
        var parser = HTTPResponseParser(host: host, bodyLimit: bodyLimit)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while parser.complete == nil {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                if isCancelled { throw Stop.cancelled }
                if ContinuousClock.now >= deadline { throw HTTPClientError.timeout(host: host, seconds: timeout) }
                try buffer.withUnsafeBytes { try parser.consume(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            } else if count == 0 {
                return try parser.finish()
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try wait(for: Int16(POLLIN), on: socket)
            } else if parser.receivedAnything {
                throw HTTPClientError.malformedResponse(host: host, reason: "the answer was cut off before its end")
            } else {
                throw HTTPClientError.connectivity(host: host, reason: "the connection was closed before an answer")
            }
        }
        return parser.complete!
    }

    /// Waits until the socket is ready, in slices that notice a cancellation; past the deadline,
    /// the request has timed out.
    private func wait(for events: Int16, on socket: Int32) throws {
        while true {
            if isCancelled { throw Stop.cancelled }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw HTTPClientError.timeout(host: host, seconds: timeout) }
            let milliseconds = Int32(min(Double(Self.pollSliceMilliseconds), max(1, (left.seconds * 1000).rounded(.up))))
            var descriptor = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR {
                throw HTTPClientError.connectivity(host: host, reason: "the connection failed (\(Self.describe(errno)))")
            }
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
