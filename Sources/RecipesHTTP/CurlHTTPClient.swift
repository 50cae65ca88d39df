import CCurl
import RecipesBasics

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

/// The only file that talks to libcurl. libcurl is loaded on the first request (`CCurl`), so a
/// command answered from the cache, favorites or the cart never maps it or the libraries it needs.
///
/// One overall deadline per request (libcurl's total timeout), and a body size limit enforced while
/// the bytes arrive: a declared `Content-Length` over the limit, or a body that grows past it, stops
/// the transfer at once, so memory stays flat whatever a server sends. A GET follows at most five
/// redirects, to http(s) only, unless the request says not to; a POST follows none (the redirect is
/// its answer). A request for public addresses only is refused any other as it is about to connect
/// (`ccurl_public_addresses_only`). Each transfer runs on a thread of its own, never the one tasks
/// run on, because `curl_easy_perform` blocks.
public final class CurlHTTPClient: HTTPClient {
    public static let defaultBodyLimit = 10 * 1024 * 1024
    public static let maximumRedirects = 5
    /// Seconds a run may wait on the network when `--timeout` does not say.
    public static let defaultTimeout: Double = 10

    private let timeout: Double
    private let bodyLimit: Int
    /// Idle transfer handles: each keeps its connections open, so a fan-out to one host reuses
    /// them (no new TCP and TLS handshake per request), as URLSession did.
    private let handles = HandlePool()

    /// `timeout` bounds each request, start to last byte, unless the request's `timeLimit` is
    /// shorter; a timeout error names `timeout`, the number the user gave.
    public init(timeout: Double, bodyLimit: Int = CurlHTTPClient.defaultBodyLimit) {
        self.timeout = timeout
        self.bodyLimit = bodyLimit
    }

    /// Starts loading libcurl on a thread of its own, for a run that will very likely make a
    /// request: mapping and binding libcurl and its ~30 libraries (~16 M instructions, half of a
    /// network run's) then overlaps the parsing of the command line on the other core instead of
    /// coming before the first request, which waits for it if it is still under way (`ccurl_load`
    /// loads once, whichever thread asks first). A run that makes no request has only loaded a
    /// library; a failure to load is reported by the first request, as before.
    public static func preload() {
        _ = DetachedThread.spawn { _ = ccurl_load(nil) }
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        // Settings allows 1 ms to an hour; anything else (NaN included) is clamped, never trapped on.
        let own = timeout.isNaN ? Self.defaultTimeout : min(max(timeout, 0.001), 86_400)
        let limit = min(own, max(0.001, request.timeLimit?.seconds ?? own))
        let transfer = CurlTransfer(
            request: request, host: request.url.hostForMessages, timeout: limit, reportedTimeout: timeout,
            bodyLimit: bodyLimit, handles: handles)
        return try await DetachedThread.run(transfer.perform, onCancel: transfer.cancel)
    }
}

/// One request: its state, filled in by libcurl's callbacks on the transfer's thread.
private final class CurlTransfer: @unchecked Sendable {
    private let request: HTTPRequest
    private let host: String
    private let timeout: Double
    /// The deadline a timeout names: `--timeout`, not what was left of it.
    private let reportedTimeout: Double
    private let bodyLimit: Int
    private let handles: HandlePool
    private let lock = Lock()
    private var cancelled = false
    // Touched only by the transfer's own thread while it runs.
    private var body = Data()
    private var headers: [String: String] = [:]
    private var refusedAsTooLarge = false
    private var sawRedirect = false
    /// A status line came: an answer had begun (what tells a header too large from no memory).
    private var sawStatusLine = false
    /// Set by libcurl's thread when the address check refused an address (`publicAddressesOnly`).
    private let refusedAddress = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    init(request: HTTPRequest, host: String, timeout: Double, reportedTimeout: Double, bodyLimit: Int, handles: HandlePool) {
        self.request = request
        self.handles = handles
        self.host = host
        self.timeout = timeout
        self.reportedTimeout = reportedTimeout
        self.bodyLimit = bodyLimit
        refusedAddress.initialize(to: 0)
    }

    deinit {
        refusedAddress.deallocate()
    }

    func cancel() { lock.withLock { cancelled = true } }
    var isCancelled: Bool { lock.withLock { cancelled } }

    func perform() -> Result<(Data, HTTPResponse), Error> {
        var reason: UnsafePointer<CChar>?
        guard ccurl_load(&reason) == 0 else {
            return .failure(
                HTTPClientError.connectivity(host: host, reason: reason.map { String(cString: $0) } ?? "libcurl could not be loaded"))
        }
        guard let handle = handles.take() else {
            return .failure(HTTPClientError.connectivity(host: host, reason: "libcurl could not start a transfer"))
        }
        defer { handles.give(back: handle) }
        var headerList: UnsafeMutableRawPointer?
        defer { if let headerList { ccurl_slist_free(headerList) } }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let code: Int32 = request.url.absoluteString.withCString { url in
            (request.body ?? Data()).withUnsafeBytes { payload in
                ccurl_setopt_pointer(handle, Int32(CCURLOPT_URL), url)
                ccurl_setopt_long(handle, Int32(CCURLOPT_NOSIGNAL), 1)
                ccurl_setopt_long(handle, Int32(CCURLOPT_TIMEOUT_MS), max(1, Int(timeout * 1000)))
                ccurl_setopt_pointer(handle, Int32(CCURLOPT_ACCEPT_ENCODING), "")
                ccurl_setopt_pointer(handle, Int32(CCURLOPT_USERAGENT), "recipes")
                if request.method == .get {
                    ccurl_setopt_long(handle, Int32(CCURLOPT_FOLLOWLOCATION), request.followsRedirects ? 1 : 0)
                    ccurl_setopt_long(handle, Int32(CCURLOPT_MAXREDIRS), CurlHTTPClient.maximumRedirects)
                    ccurl_setopt_long(handle, Int32(CCURLOPT_REDIR_PROTOCOLS), Int(CCURLPROTO_HTTP | CCURLPROTO_HTTPS))
                } else {
                    ccurl_setopt_long(handle, Int32(CCURLOPT_FOLLOWLOCATION), 0)
                    ccurl_setopt_long(handle, Int32(CCURLOPT_POST), 1)
                    ccurl_setopt_pointer(handle, Int32(CCURLOPT_POSTFIELDS), payload.baseAddress ?? UnsafeRawPointer(bitPattern: 1))
                    ccurl_setopt_size(handle, Int32(CCURLOPT_POSTFIELDSIZE_LARGE), Int64(payload.count))
                }
                for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
                    headerList = ccurl_slist_append(headerList, "\(name): \(value)")
                }
                // No "Expect: 100-continue" wait before a POST body.
                headerList = ccurl_slist_append(headerList, "Expect:")
                ccurl_setopt_pointer(handle, Int32(CCURLOPT_HTTPHEADER), headerList)
                ccurl_set_write(
                    handle,
                    { data, size, count, context in
                        Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().receive(data, size * count)
                    }, context)
                ccurl_set_header(
                    handle,
                    { data, size, count, context in
                        Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().header(data, size * count)
                    }, context)
                ccurl_set_progress(
                    handle,
                    { context, _, _, _, _ in
                        Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().isCancelled ? 1 : 0
                    }, context)
                ccurl_set_close_on_exec(handle)
                if request.publicAddressesOnly {
                    let https = request.url.scheme?.lowercased() == "https"
                    guard ccurl_public_addresses_only(handle, https ? 1 : 0, refusedAddress) <= 1 else { return Int32(CCURLE_FAILED_INIT) }
                }
                return ccurl_perform(handle)
            }
        }
        if isCancelled { return .failure(CancellationError()) }
        guard code == CCURLE_OK else { return .failure(failure(code, uploaded: ccurl_uploaded_bytes(handle))) }
        return .success((body, HTTPResponse(statusCode: ccurl_response_code(handle), headers: headers)))
    }

    /// Body bytes: kept up to the limit; past it, the transfer stops (returning less than given).
    private func receive(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data, count > 0 else { return count }
        guard body.count + count <= bodyLimit else {
            refusedAsTooLarge = true
            body = Data()
            return 0
        }
        body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }

    /// One header line. A status line starts a new answer (after a redirect); a Content-Length
    /// over the limit stops the transfer before any of the body is read.
    private func header(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data else { return count }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
            .trimmed()
        if line.hasPrefix("HTTP/") {
            let status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            if (300..<400).contains(status) { sawRedirect = true }
            sawStatusLine = true
            headers = [:]
            return count
        }
        guard let colon = line.firstIndex(of: ":") else { return count }
        let name = line[..<colon].trimmed().lowercased()
        let value = line[line.index(after: colon)...].trimmed()
        headers[name] = value
        if name == "content-length", let length = Int(value), length > bodyLimit {
            refusedAsTooLarge = true
            return 0
        }
        return count
    }

    /// `uploaded`: how much of the request body went out (-1: unknown).
    private func failure(_ code: Int32, uploaded: Int64) -> Error {
        if refusedAsTooLarge { return HTTPClientError.tooLarge(host: host, limit: bodyLimit) }
        switch Int(code) {
        case Int(CCURLE_OPERATION_TIMEDOUT):
            return HTTPClientError.timeout(host: host, seconds: reportedTimeout)
        case Int(CCURLE_COULDNT_RESOLVE_HOST), Int(CCURLE_COULDNT_RESOLVE_PROXY):
            return HTTPClientError.connectivity(host: host, reason: "could not resolve the host name")
        case Int(CCURLE_COULDNT_CONNECT) where refusedAddress.pointee != 0:
            return HTTPClientError.connectivity(
                host: host, reason: "it is at a private, loopback or link-local address, which this request may not reach")
        case Int(CCURLE_COULDNT_CONNECT):
            return HTTPClientError.connectivity(host: host, reason: "connection refused")
        case Int(CCURLE_SSL_CONNECT_ERROR), Int(CCURLE_PEER_FAILED_VERIFICATION), Int(CCURLE_SSL_CACERT_BADFILE):
            return HTTPClientError.connectivity(host: host, reason: "the secure connection failed")
        case Int(CCURLE_TOO_MANY_REDIRECTS):
            return HTTPClientError.malformedResponse(host: host, reason: "it redirected more than \(CurlHTTPClient.maximumRedirects) times")
        case Int(CCURLE_UNSUPPORTED_PROTOCOL) where sawRedirect:
            return HTTPClientError.malformedResponse(host: host, reason: "it redirected to an address that is not http(s)")
        case Int(CCURLE_WEIRD_SERVER_REPLY), Int(CCURLE_UNSUPPORTED_PROTOCOL), Int(CCURLE_BAD_CONTENT_ENCODING):
            return HTTPClientError.malformedResponse(host: host, reason: "the answer is not valid HTTP")
        case Int(CCURLE_TOO_LARGE),
            Int(CCURLE_OUT_OF_MEMORY) where sawStatusLine:
            // A header past libcurl's 100 KB: libcurl 8.6 and later say so (100); older ones report
            // it as running out of memory (27), which only an answer under way makes a header's
            // (the `where` is the second pattern's). Never worth asking again.
            return HTTPClientError.malformedResponse(host: host, reason: "the answer is not valid HTTP (its headers are too large)")
        case Int(CCURLE_PARTIAL_FILE):
            return HTTPClientError.malformedResponse(host: host, reason: "the answer was cut off before its end")
        case Int(CCURLE_GOT_NOTHING):
            // Closed (not reset) before a byte of answer: the server started no answer, so, as for
            // a reset, a GET is safe to send again and a POST may have been acted on.
            return lost(reason: "the server closed the connection without an answer", uploaded: uploaded)
        case Int(CCURLE_RECV_ERROR), Int(CCURLE_SEND_ERROR):
            return headers.isEmpty
                ? lost(reason: "the connection was closed before an answer", uploaded: uploaded)
                : HTTPClientError.malformedResponse(host: host, reason: "the answer was cut off before its end")
        default:
            return lost(reason: "network error \(code)", uploaded: uploaded)
        }
    }

    /// A connection that failed once it was open. When the whole body had gone out, the server may
    /// have acted on it (a shop may have taken the order); when libcurl cannot say how much went
    /// out, so may it. A request without a body (a GET) is plain connectivity, safe to send again.
    private func lost(reason: String, uploaded: Int64) -> HTTPClientError {
        guard let body = request.body, !body.isEmpty, uploaded < 0 || uploaded >= Int64(body.count) else {
            return .connectivity(host: host, reason: reason)
        }
        return .connectionLostAfterSending(host: host, reason: reason)
    }
}

/// Transfer handles not in use. A handle is reset before it is used again (no option of one request
/// leaks into the next) but keeps its connection cache. Handles are never freed: the process is
/// short-lived, and freeing one that another thread's connection cache shares is not worth the risk.
private final class HandlePool: @unchecked Sendable {
    private let lock = Lock()
    private var idle: [UnsafeMutableRawPointer] = []

    func take() -> UnsafeMutableRawPointer? {
        if let handle = lock.withLock({ idle.popLast() }) {
            ccurl_reset(handle)
            return handle
        }
        return ccurl_easy_init()
    }

    func give(back handle: UnsafeMutableRawPointer) {
        lock.withLock { idle.append(handle) }
    }
}
