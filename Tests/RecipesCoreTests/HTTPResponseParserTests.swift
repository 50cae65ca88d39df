import Foundation
@testable import RecipesCore
import Testing

/// Hostile and odd answers, byte by byte: each is read right or refused with a reason, never a trap.
@Suite("HTTP response parser")
struct HTTPResponseParserTests {
    private let host = "127.0.0.1:1"

    /// Feeds `text` whole, and again one byte at a time: both must agree.
    private func parse(_ text: String, limit: Int = 1024, close: Bool = true) throws(HTTPClientError) -> (body: String, response: HTTPResponse) {
        let bytes = Array(text.utf8)
        let whole = outcome([bytes], limit: limit, close: close)
        let byByte = outcome(bytes.map { [$0] }, limit: limit, close: close)
        switch (whole, byByte) {
        case let (.success(a), .success(b)):
            #expect(a.0 == b.0 && a.1 == b.1, "fed whole and byte by byte, the answers differ")
            return (String(decoding: a.0, as: UTF8.self), a.1)
        case let (.failure(a), .failure(b)):
            #expect(a == b, "fed whole and byte by byte, the errors differ")
            throw a
        default:
            Issue.record("fed whole: \(whole); byte by byte: \(byByte)")
            throw HTTPClientError.timeout(host: host, seconds: -1)
        }
    }

    /// The answer once `chunks` have arrived and, when `close`, the connection has ended.
    private func outcome(_ chunks: [[UInt8]], limit: Int, close: Bool) -> Result<(Data, HTTPResponse), HTTPClientError> {
        var parser = HTTPResponseParser(host: host, bodyLimit: limit)
        do throws(HTTPClientError) {
            for chunk in chunks {
                let failure = chunk.withUnsafeBytes { buffer -> HTTPClientError? in
                    do throws(HTTPClientError) { try parser.consume(buffer) } catch { return error }
                    return nil
                }
                if let failure { throw failure }
            }
            if let complete = parser.complete { return .success(complete) }
            guard close else { return .failure(.timeout(host: host, seconds: 0)) }
            return .success(try parser.finish())
        } catch {
            return .failure(error)
        }
    }

    private func malformed(_ reason: String) -> HTTPClientError { .malformedResponse(host: host, reason: reason) }

    @Test("reads a Content-Length body and ignores what follows it")
    func contentLength() throws {
        let (body, response) = try parse("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}trailing", close: false)
        #expect(body == "{}")
        #expect(response.statusCode == 200 && response.contentType == "application/json")
    }

    @Test("reads to the end of the connection when nothing frames the body; accepts bare LF in the head")
    func untilClose() throws {
        let (body, response) = try parse("HTTP/1.0 404 Not Found\nX-A: 1\n\n{\"a\":1}")
        #expect(body == #"{"a":1}"# && response.statusCode == 404 && response.headers["x-a"] == "1")
    }

    @Test("skips an interim 100 Continue; a 204 has no body")
    func interim() throws {
        #expect(try parse("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 1\r\n\r\nx").body == "x")
        #expect(try parse("HTTP/1.1 204 No Content\r\n\r\n", close: false).body == "")
    }

    @Test("reads chunks with extensions, upper-case hex and trailers")
    func chunks() throws {
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: Chunked\r\n\r\nA;x=y\r\n0123456789\r\n1\r\n!\r\n0\r\nT: 1\r\n\r\n"
        #expect(try parse(text, close: false).body == "0123456789!")
    }

    @Test("refuses what is not HTTP, or closes early, each with its reason", arguments: [
        ("", "the server closed the connection without an answer"),
        ("garbage garbage\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/2 200\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 20 OK\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 2x0 OK\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nContent-Le", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", "the answer was cut off before its end"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 1e3\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999999\r\n\r\n", "the answer is not valid HTTP"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFFFFFF\r\n", "its chunks are not framed as HTTP requires"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "its chunks are not framed as HTTP requires"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabX\r\n0\r\n\r\n", "its chunks are not framed as HTTP requires"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\nab\r\n0\r\n\r\n", "its chunks are not framed as HTTP requires"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n", "the answer was cut off before its end"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", "it sent a transfer coding (gzip, chunked) this tool does not read"),
        ("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 1\r\n\r\nx", "it sent a compressed answer (gzip) that was not asked for"),
    ])
    func refused(answer: String, reason: String) {
        #expect(throws: malformed(reason)) { try parse(answer) }
    }

    @Test("a head, a chunk line or trailers without end are refused at their limit, not read forever")
    func limits() {
        let longHeader = "HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: HTTPResponseParser.headLimit) + "\r\n\r\n"
        #expect(throws: malformed("its headers are longer than 64 KB")) { try parse(longHeader) }
        let manyHeaders = "HTTP/1.1 200 OK\r\n" + String(repeating: "X: 1234567890\r\n", count: 5000) + "\r\n"
        #expect(throws: malformed("its headers are longer than 64 KB")) { try parse(manyHeaders) }
        let longChunkLine = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1;" + String(repeating: "x", count: 2000)
        #expect(throws: malformed("its chunks are not framed as HTTP requires")) { try parse(longChunkLine) }
        let endlessTrailers = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n" + String(repeating: "T: 1234567890\r\n", count: 5000)
        #expect(throws: malformed("its headers are longer than 64 KB")) { try parse(endlessTrailers) }
    }

    @Test("a body over the limit is refused whether declared, chunked or unframed")
    func tooLarge() {
        let tooLarge = HTTPClientError.tooLarge(host: host, limit: 8)
        #expect(throws: tooLarge) { try parse("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n", limit: 8) }
        #expect(throws: tooLarge) { try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n12345\r\n5\r\n", limit: 8) }
        #expect(throws: tooLarge) { try parse("HTTP/1.1 200 OK\r\n\r\n123456789", limit: 8) }
        #expect((try? parse("HTTP/1.1 200 OK\r\n\r\n12345678", limit: 8))?.body == "12345678")
    }

    @Test("numbers are read without trapping", arguments: ["", "0", "18446744073709551616", "123456789012345678", "1234567890123456789", "+1", " 1"])
    func decimal(text: String) {
        let value = HTTPResponseParser.decimal(text)
        switch text {
        case "0": #expect(value == 0)
        case "123456789012345678": #expect(value == 123_456_789_012_345_678)
        default: #expect(value == nil)
        }
    }
}
