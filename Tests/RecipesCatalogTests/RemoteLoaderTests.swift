import Foundation
import RecipesCatalog
import RecipesHTTP
import TestSupport
import Testing

@Suite("Remote loader")
struct RemoteLoaderTests {
    private let url = URL(string: "http://127.0.0.1:9/list")!
    private let fixedDate = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("delivers the mapped resource, labelled live, with the fetch time")
    func success() async throws {
        let (sut, client) = makeSUT(result: .success((Data("[1,2]".utf8), HTTPResponse(statusCode: 200))))
        let loaded = try await sut.load(numbers())
        #expect(loaded.value == [1, 2])
        #expect(loaded.source == .live)
        #expect(loaded.fetchedAt == fixedDate)
        #expect(client.requests == [HTTPRequest(url: url, headers: ["Accept": "application/json"])])
    }

    @Test(
        "delivers unavailable on a client connectivity error or timeout",
        arguments: [
            (HTTPClientError.connectivity(host: "127.0.0.1:9", reason: "connection refused"), "connection refused"),
            (HTTPClientError.timeout(host: "127.0.0.1:9", seconds: 2), "no complete answer within 2 s (--timeout)"),
            (HTTPClientError.timeout(host: "127.0.0.1:9", seconds: 0.5), "no complete answer within 0.5 s (--timeout)"),
        ])
    func connectivity(error: HTTPClientError, reason: String) async {
        let (sut, _) = makeSUT(result: .failure(error))
        await #expect(throws: LoadError.unavailable(host: "127.0.0.1:9", reason: reason)) { try await sut.load(numbers()) }
    }

    @Test(
        "delivers invalid data on an oversized or broken answer",
        arguments: [
            (HTTPClientError.tooLarge(host: "h", limit: 10 * 1_048_576), "the answer is larger than 10 MB"),
            (
                HTTPClientError.malformedResponse(host: "h", reason: "the answer was cut off before its end"),
                "the answer was cut off before its end"
            ),
        ])
    func broken(error: HTTPClientError, reason: String) async {
        let (sut, _) = makeSUT(result: .failure(error))
        await #expect(throws: LoadError.invalidData(host: "h", reason: reason)) { try await sut.load(numbers()) }
    }

    @Test(
        "treats 5xx, 408 and 429 as unavailable and other non-2xx as invalid data",
        arguments: [
            (500, LoadError.unavailable(host: "127.0.0.1:9", reason: "HTTP 500")),
            (429, LoadError.unavailable(host: "127.0.0.1:9", reason: "HTTP 429")),
            (408, LoadError.unavailable(host: "127.0.0.1:9", reason: "HTTP 408")),
            (503, LoadError.unavailable(host: "127.0.0.1:9", reason: "HTTP 503")),
            (404, LoadError.invalidData(host: "127.0.0.1:9", reason: "unexpected HTTP status 404")),
            (301, LoadError.invalidData(host: "127.0.0.1:9", reason: "unexpected HTTP status 301")),
        ])
    func statusCodes(status: Int, expected: LoadError) async {
        let (sut, _) = makeSUT(result: .success((Data("[1]".utf8), HTTPResponse(statusCode: status))))
        await #expect(throws: expected) { try await sut.load(numbers()) }
    }

    @Test("delivers invalid data when the mapper rejects a 200 answer")
    func mapperError() async {
        let (sut, _) = makeSUT(result: .success((Data("{}".utf8), HTTPResponse(statusCode: 200))))
        await #expect(throws: LoadError.invalidData(host: "127.0.0.1:9", reason: "not valid JSON")) {
            try await sut.load(numbers())
        }
    }

    // MARK: - Helpers

    private func makeSUT(result: Result<(Data, HTTPResponse), HTTPClientError>) -> (RemoteLoader, HTTPClientStub) {
        let client = HTTPClientStub(result: result)
        return (RemoteLoader(client: client, now: { [fixedDate] in fixedDate }), client)
    }

    private func numbers() -> Endpoint<[Int]> {
        Endpoint(url: url, resourceName: "test/list") { data, _ in
            guard let numbers = try? JSONDecoder().decode([Int].self, from: data) else {
                throw MappingError("not valid JSON")
            }
            return numbers
        }
    }
}
