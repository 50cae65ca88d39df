import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The only file that talks to URLSession. It enforces one overall deadline per request and a body
/// size limit while the bytes arrive, so a slow answer never holds the process and a huge one is
/// refused with memory staying flat.
///
/// Either failure answers the caller at once, not when URLSession gets round to completing the task.
/// Past the size limit the task is deliberately not cancelled: on Linux, cancelling mid-body does not
/// stop libcurl, and the bytes it goes on reading pile up in FoundationNetworking's delegate queue
/// (170 to 250 MB measured for a 200 MB answer), while bytes that are read and dropped keep the peak
/// flat. The abandoned transfer runs out in the background until its deadline cancels it, by which
/// time it is a stalled connection with nothing left to pile up; a command exits on the error anyway.
public final class URLSessionHTTPClient: HTTPClient {
    public static let defaultBodyLimit = 10 * 1024 * 1024

    private let delegate: TransferDelegate
    private let timeout: Double
    private let bodyLimit: Int
    /// Made on the first request: a command answered from the cache or the bundled sample never
    /// pays for URLSession's and libcurl's start-up.
    private let sessionBox = SessionBox()

    public init(timeout: Double, bodyLimit: Int = URLSessionHTTPClient.defaultBodyLimit) {
        self.delegate = TransferDelegate(bodyLimit: bodyLimit)
        self.timeout = timeout
        self.bodyLimit = bodyLimit
    }

    deinit {
        sessionBox.existing?.finishTasksAndInvalidate()
    }

    private var session: URLSession {
        sessionBox.session { [delegate, timeout] in
            let configuration = URLSessionConfiguration.ephemeral
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            configuration.httpCookieStorage = nil
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = timeout
            // The callers bound their own fan-outs (--concurrency); URLSession's default of 6 per host would cap them silently.
            configuration.httpMaximumConnectionsPerHost = 64
            return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        }
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = timeout
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let host = request.url.hostForMessages
        let task = session.dataTask(with: urlRequest)
        let transfer = Transfer(host: host, timeout: timeout, followsRedirects: request.method == .get)

        // Ends with the transfer (see Transfer.complete), not with this call: a refused body's
        // transfer is left to run out, and this is what finally cancels it.
        let deadline = Task { [timeout] in
            try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            transfer.finish(failing: .timeout(host: host, seconds: timeout))
            task.cancel()
        }
        transfer.endsWith(deadline)

        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.start(continuation)
                delegate.register(transfer, for: task)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// The session, made once, on first use.
private final class SessionBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: URLSession?

    func session(_ make: () -> URLSession) -> URLSession {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }

    var existing: URLSession? { lock.withLock { value } }
}

/// One request's state, filled in by the delegate's callbacks.
private final class Transfer: @unchecked Sendable {
    let host: String
    let timeout: Double
    private let lock = NSLock()
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: HTTPClientError?
    private var continuation: CheckedContinuation<(Data, HTTPResponse), Error>?
    /// Cancelled when URLSession is done with the task, whenever that is.
    private var deadline: Task<Void, Error>?
    private var transferEnded = false
    private let followsRedirects: Bool
    private var redirects = 0
    private var refusedRedirect: String?

    static let maximumRedirects = 5

    init(host: String, timeout: Double, followsRedirects: Bool) {
        self.host = host
        self.timeout = timeout
        self.followsRedirects = followsRedirects
    }

    /// A GET follows at most five redirects, each to http or https. A POST follows none: the
    /// redirect itself is its answer (following would send the order again, or turn it into a GET).
    func allowsRedirect(to url: URL?) -> Bool {
        lock.withLock {
            guard followsRedirects else { return false }
            guard let scheme = url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                refusedRedirect = "it redirected to an address that is not http(s)"
                return false
            }
            guard redirects < Self.maximumRedirects else {
                refusedRedirect = "it redirected more than \(Self.maximumRedirects) times"
                return false
            }
            redirects += 1
            return true
        }
    }

    func start(_ continuation: CheckedContinuation<(Data, HTTPResponse), Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func endsWith(_ deadline: Task<Void, Error>) {
        let finished = lock.withLock { () -> Bool in
            self.deadline = deadline
            return transferEnded
        }
        if finished { deadline.cancel() }
    }

    /// Answers the caller now with `error`, keeps no more of the body, and drops what it had.
    /// The first failure wins: a deadline that fires after a size refusal keeps the refusal.
    func finish(failing error: HTTPClientError) {
        let continuation = lock.withLock { () -> CheckedContinuation<(Data, HTTPResponse), Error>? in
            if failure == nil { failure = error }
            body = Data()
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(throwing: failure ?? error)
    }

    func receive(_ response: HTTPURLResponse) {
        lock.withLock { self.response = response }
    }

    /// Appends and returns the body size so far. After a failure nothing more is kept: a refused
    /// transfer goes on delivering bytes until it runs out, and they must not pile up.
    func append(_ data: Data) -> Int {
        lock.withLock {
            guard failure == nil else { return 0 }
            body.append(data)
            return body.count
        }
    }

    /// URLSession is done with the task. Answers the caller unless a failure already has.
    func complete(with error: Error?) {
        let (continuation, result): (CheckedContinuation<(Data, HTTPResponse), Error>?, Result<(Data, HTTPResponse), Error>) = lock.withLock {
            let continuation = self.continuation
            self.continuation = nil
            transferEnded = true
            deadline?.cancel()
            if let failure { return (continuation, .failure(failure)) }
            if let error { return (continuation, .failure(Self.map(error, host: host, timeout: timeout, hadResponse: response != nil))) }
            guard let response else {
                return (continuation, .failure(HTTPClientError.malformedResponse(host: host, reason: "no HTTP response")))
            }
            if let refusedRedirect {
                return (continuation, .failure(HTTPClientError.malformedResponse(host: host, reason: refusedRedirect)))
            }
            var headers: [String: String] = [:]
            for case let (name as String, value as String) in response.allHeaderFields {
                headers[name] = value
            }
            return (continuation, .success((body, HTTPResponse(statusCode: response.statusCode, headers: headers))))
        }
        continuation?.resume(with: result)
    }

    private static func map(_ error: Error, host: String, timeout: Double, hadResponse: Bool) -> Error {
        guard let urlError = error as? URLError else {
            return HTTPClientError.connectivity(host: host, reason: "request failed")
        }
        switch urlError.code {
        case .cancelled:
            return CancellationError()
        case .timedOut:
            return HTTPClientError.timeout(host: host, seconds: timeout)
        case .cannotFindHost, .dnsLookupFailed:
            return HTTPClientError.connectivity(host: host, reason: "could not resolve the host name")
        case .cannotConnectToHost:
            return HTTPClientError.connectivity(host: host, reason: "connection refused")
        case .notConnectedToInternet:
            return HTTPClientError.connectivity(host: host, reason: "no internet connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return HTTPClientError.connectivity(host: host, reason: "the secure connection failed")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData, .unsupportedURL:
            // FoundationNetworking reports bytes that are not HTTP at all as an unsupported URL.
            return HTTPClientError.malformedResponse(host: host, reason: "the answer is not valid HTTP")
        case _ where hadResponse:
            // The head arrived, then the body broke off (libcurl's partial file, a lost connection).
            return HTTPClientError.malformedResponse(host: host, reason: "the answer was cut off before its end")
        case .networkConnectionLost:
            return HTTPClientError.connectivity(host: host, reason: "the connection was closed before an answer")
        case .zeroByteResource:
            return HTTPClientError.malformedResponse(host: host, reason: "the server closed the connection without an answer")
        default:
            return HTTPClientError.connectivity(host: host, reason: "network error \(urlError.code.rawValue)")
        }
    }
}

/// Routes URLSession's callbacks to the transfer they belong to.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let bodyLimit: Int
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    init(bodyLimit: Int) { self.bodyLimit = bodyLimit }

    func register(_ transfer: Transfer, for task: URLSessionTask) {
        lock.withLock { transfers[task.taskIdentifier] = transfer }
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let transfer = transfer(for: dataTask) else { return completionHandler(.cancel) }
        if response.expectedContentLength > Int64(bodyLimit) {
            // Refused before a byte of the body is read, so cancelling here has nothing to pile up.
            transfer.finish(failing: .tooLarge(host: transfer.host, limit: bodyLimit))
            return completionHandler(.cancel)
        }
        if let http = response as? HTTPURLResponse { transfer.receive(http) }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        // The Location as sent: FoundationNetworking rewrites `file:///x` into this server's `/x`.
        let location = (response.allHeaderFields.first { ($0.key as? String)?.lowercased() == "location" }?.value as? String)
            .flatMap { URL(string: $0, relativeTo: response.url)?.absoluteURL }
        let allowed = transfer(for: task)?.allowsRedirect(to: location ?? request.url) ?? false
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(for: dataTask) else { return }
        if transfer.append(data) > bodyLimit {
            transfer.finish(failing: .tooLarge(host: transfer.host, limit: bodyLimit))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let transfer = lock.withLock { transfers.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(with: error)
    }
}
