#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads one HTTP/1.x answer from bytes as they arrive: the status line, the headers, then a body
/// framed by Content-Length, by chunks, or by the end of the connection. Pure, so every hostile
/// answer is a unit test.
///
/// Strict where being lenient could mislead: a status line that is not `HTTP/1.x NNN`, a length
/// that is not digits or disagrees with another, a chunk size that is not hex, framing bytes that
/// are not CRLF, a transfer coding other than chunked, or a compressed body (none is asked for)
/// is a malformed answer. Nothing grows without bound: the head, a chunk-size line and the
/// trailers have limits, and a body past `bodyLimit` stops the answer at once, declared or not.
struct HTTPResponseParser {
    static let headLimit = 64 * 1024
    static let chunkLineLimit = 1024

    private enum State {
        case head
        case fixed(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case untilClose
        case done
    }

    private let host: String
    private let bodyLimit: Int
    /// Bytes not yet consumed: an unfinished head, chunk line or trailer.
    private var pending: [UInt8] = []
    private var state = State.head
    private var response: HTTPResponse?
    private var body = Data()
    /// Whether any byte of an answer arrived (a connection closed before one is told apart).
    private(set) var receivedAnything = false

    init(host: String, bodyLimit: Int) {
        self.host = host
        self.bodyLimit = bodyLimit
    }

    /// The answer, once it is complete.
    var complete: (Data, HTTPResponse)? {
        guard case .done = state, let response else { return nil }
        return (body, response)
    }

    /// Whether the head has been read (a failure after it means the answer was cut off).
    var hasHead: Bool { response != nil }

    /// Takes the next bytes from the connection. Bytes after the end of the answer are ignored.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(HTTPClientError) {
        guard !bytes.isEmpty else { return }
        receivedAnything = true
        var input = bytes[...]
        while !input.isEmpty {
            switch state {
            case .head, .chunkSize, .chunkEnd, .trailers:
                guard let (line, crlf) = try takeLine(from: &input) else { return }
                try handle(line: line, crlf: crlf)
            case .fixed(let remaining):
                let piece = input.prefix(remaining)
                try appendBody(piece)
                input = input.dropFirst(piece.count)
                state = remaining == piece.count ? .done : .fixed(remaining: remaining - piece.count)
            case .chunkData(let remaining):
                let piece = input.prefix(remaining)
                try appendBody(piece)
                input = input.dropFirst(piece.count)
                state = remaining == piece.count ? .chunkEnd : .chunkData(remaining: remaining - piece.count)
            case .untilClose:
                try appendBody(input)
                input = input.dropFirst(input.count)
            case .done:
                return
            }
        }
    }

    /// The connection ended: the answer if it is complete, else why not.
    mutating func finish() throws(HTTPClientError) -> (Data, HTTPResponse) {
        if case .untilClose = state { state = .done }
        if let complete { return complete }
        if !receivedAnything { throw .malformedResponse(host: host, reason: "the server closed the connection without an answer") }
        if !hasHead { throw .malformedResponse(host: host, reason: "the answer is not valid HTTP") }
        throw .malformedResponse(host: host, reason: "the answer was cut off before its end")
    }

    // MARK: - Lines

    /// The next line without its line ending, and whether that was CRLF; nil when the line has
    /// not all arrived yet. A line longer than its state allows is refused before it is all read.
    private mutating func takeLine(from input: inout Slice<UnsafeRawBufferPointer>) throws(HTTPClientError) -> ([UInt8], Bool)? {
        let limit = if case .chunkSize = state { Self.chunkLineLimit } else { Self.headLimit }
        guard let newline = input.firstIndex(of: UInt8(ascii: "\n")) else {
            pending.append(contentsOf: input)
            input = input[input.endIndex...]
            guard pending.count <= limit else { throw lineTooLong }
            return nil
        }
        pending.append(contentsOf: input[..<newline])
        input = input[(newline + 1)...]
        guard pending.count <= limit else { throw lineTooLong }
        var line = pending
        pending = []
        let crlf = line.last == UInt8(ascii: "\r")
        if crlf { line.removeLast() }
        return (line, crlf)
    }

    private var lineTooLong: HTTPClientError {
        if case .chunkSize = state { return malformed("its chunks are not framed as HTTP requires") }
        return malformed("its headers are longer than \(Self.headLimit / 1024) KB")
    }

    /// The head and trailers may end lines with a bare LF, as curl accepts; a chunk's framing must
    /// be CRLF.
    private mutating func handle(line: [UInt8], crlf: Bool) throws(HTTPClientError) {
        switch state {
        case .head: try headLine(line)
        case .chunkSize:
            guard crlf else { throw malformed("its chunks are not framed as HTTP requires") }
            try chunkSizeLine(line)
        case .chunkEnd:
            guard crlf, line.isEmpty else { throw malformed("its chunks are not framed as HTTP requires") }
            state = .chunkSize
        case .trailers:
            headBytes += line.count + 2
            guard headBytes <= Self.headLimit else { throw lineTooLong }
            if line.isEmpty { state = .done }
        default: break
        }
    }

    // MARK: - Head

    private var statusCode = 0
    private var headers: [String: String] = [:]
    private var headBytes = 0
    private var contentLengths: Set<String> = []

    private mutating func headLine(_ line: [UInt8]) throws(HTTPClientError) {
        headBytes += line.count + 2
        guard headBytes <= Self.headLimit else { throw malformed("its headers are longer than \(Self.headLimit / 1024) KB") }
        if statusCode == 0 {
            statusCode = try Self.status(of: line, host: host)
            return
        }
        if line.isEmpty { return try endOfHead() }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              !line[..<colon].contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else { throw malformed("the answer is not valid HTTP") }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmed()
        if name == "content-length" { contentLengths.insert(value) }
        if let existing = headers[name], name == "transfer-encoding" {
            headers[name] = existing + ", " + value
        } else {
            headers[name] = value
        }
    }

    /// `HTTP/1.x NNN reason`: the status code.
    private static func status(of line: [UInt8], host: String) throws(HTTPClientError) -> Int {
        let text = String(decoding: line, as: UTF8.self)
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1" || parts[0] == "HTTP/1.0",
              parts[1].count == 3, parts[1].utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let code = Int(parts[1]), code >= 100
        else { throw .malformedResponse(host: host, reason: "the answer is not valid HTTP") }
        return code
    }

    private mutating func endOfHead() throws(HTTPClientError) {
        if (100..<200).contains(statusCode) { // an interim answer (100 Continue): the real one follows
            statusCode = 0
            headers = [:]
            contentLengths = []
            return
        }
        let response = HTTPResponse(statusCode: statusCode, headers: headers)
        self.response = response
        if let encoding = headers["content-encoding"], encoding.lowercased() != "identity" {
            throw malformed("it sent a compressed answer (\(encoding)) that was not asked for")
        }
        if statusCode == 204 || statusCode == 304 {
            state = .done
        } else if let codings = headers["transfer-encoding"] {
            let list = codings.split(separator: ",").map { $0.trimmed().lowercased() }
            guard list == ["chunked"] else { throw malformed("it sent a transfer coding (\(codings)) this tool does not read") }
            state = .chunkSize
        } else if !contentLengths.isEmpty {
            guard contentLengths.count == 1, let length = Self.decimal(contentLengths.first!) else {
                throw malformed("the answer is not valid HTTP")
            }
            guard length <= bodyLimit else { throw .tooLarge(host: host, limit: bodyLimit) }
            body.reserveCapacity(length)
            state = length == 0 ? .done : .fixed(remaining: length)
        } else {
            state = .untilClose
        }
    }

    // MARK: - Chunks

    private mutating func chunkSizeLine(_ line: [UInt8]) throws(HTTPClientError) {
        let digits = line.prefix { $0 != UInt8(ascii: ";") }
        guard let size = Self.hexadecimal(digits) else { throw malformed("its chunks are not framed as HTTP requires") }
        if size == 0 {
            state = .trailers
            return
        }
        guard size <= bodyLimit - body.count else { throw .tooLarge(host: host, limit: bodyLimit) }
        state = .chunkData(remaining: size)
    }

    // MARK: - Body

    private mutating func appendBody(_ bytes: Slice<UnsafeRawBufferPointer>) throws(HTTPClientError) {
        guard bytes.count <= bodyLimit - body.count else {
            body = Data()
            throw .tooLarge(host: host, limit: bodyLimit)
        }
        body.append(contentsOf: bytes)
    }

    private func malformed(_ reason: String) -> HTTPClientError {
        .malformedResponse(host: host, reason: reason)
    }

    // MARK: - Numbers, without trapping on overflow

    /// Up to 18 decimal digits, nothing else.
    static func decimal(_ text: String) -> Int? {
        let digits = Array(text.utf8)
        guard (1...18).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// Up to 15 hex digits (optional spaces after them), nothing else.
    static func hexadecimal(_ bytes: some Collection<UInt8>) -> Int? {
        var digits = Array(bytes)
        while digits.last == UInt8(ascii: " ") || digits.last == UInt8(ascii: "\t") { digits.removeLast() }
        guard (1...15).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | Int(nibble)
        }
        return value
    }
}
