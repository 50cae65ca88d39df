import Foundation
import RecipesApp
import RecipesCatalog
import RecipesHTTP
import RecipesPictures
import RecipesStorage
import TestSupport
import Testing

@Suite("pictures: loading, caching, thumbnails, kept favorites")
struct PictureLoaderTests {
    let png = Fixtures.data("images/test-only-16x16-quadrants.png")
    let url = URL(string: "http://localhost:9/images/media/meals/test.jpg/preview")!
    /// As an end-to-end test's: the catalog's base URL configured at the picture's server. The
    /// registered host (a real catalog's is public, www.themealdb.com) is a loopback address here, so
    /// no test builds a request to a public host; the stub answers, and nothing listens there anyway.
    let sources = PictureSources(hosts: ["127.0.0.1"], configured: URL(string: "http://localhost:9/api/json/v1/1/")!)

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ line: String) { lock.withLock { stored.append(line) } }
        var all: [String] { lock.withLock { stored } }
    }

    func makeSUT(_ answer: Result<(Data, HTTPResponse), HTTPClientError>, offline: Bool = false)
        -> (PictureLoader, HTTPClientStub, InMemoryCacheStore, Lines)
    {
        let client = HTTPClientStub(result: answer)
        let cache = InMemoryCacheStore()
        let log = Lines()
        return (PictureLoader(client: client, cache: cache, offline: offline, log: { log.append($0) }), client, cache, log)
    }

    @Test("fetches once and caches: the second load asks nobody")
    func cachesPictures() async {
        let (loader, client, cache, log) = makeSUT(.success((png, HTTPResponse(statusCode: 200))))
        #expect(await loader.bytes(at: url, from: sources) == Array(png))
        #expect(await loader.bytes(at: url, from: sources) == Array(png))
        #expect(client.requests.count == 1)
        #expect(cache.entry(for: url)?.body == png)
        #expect(log.all.isEmpty)
    }

    @Test("what is not a picture within the budget, a non-2xx answer or a failed request is skipped, never cached, said in the log")
    func skips() async {
        let answers: [Result<(Data, HTTPResponse), HTTPClientError>] = [
            .success((Data("<html>".utf8), HTTPResponse(statusCode: 200))),
            .success((png, HTTPResponse(statusCode: 404))),
            .failure(.timeout(host: "localhost:9", seconds: 10)),
            .failure(.tooLarge(host: "localhost:9", limit: 10_000_000)),
        ]
        for answer in answers {
            let (loader, _, cache, log) = makeSUT(answer)
            #expect(await loader.bytes(at: url, from: sources) == nil)
            #expect(cache.entry(for: url) == nil)
            #expect(log.all.count == 1 && log.all[0].hasPrefix("picture: skipped http://localhost:9/"), "\(log.all)")
        }
    }

    /// A client that redirects `url` to `location` and answers the PNG anywhere else.
    func redirecting(to location: String) -> (PictureLoader, HTTPClientStub, InMemoryCacheStore, Lines) {
        let url = url
        let png = png
        let client = HTTPClientStub(route: { request in
            request.url == url
                ? .success((Data(), HTTPResponse(statusCode: 302, headers: ["Location": location])))
                : .success((png, HTTPResponse(statusCode: 200)))
        })
        let cache = InMemoryCacheStore()
        let log = Lines()
        return (PictureLoader(client: client, cache: cache, offline: false, log: { log.append($0) }), client, cache, log)
    }

    @Test(
        "a redirect is followed by the loader itself, each hop judged before it is asked: on the same server it is fetched and cached under the first address"
    )
    func redirectFollowed() async {
        let (loader, client, cache, log) = redirecting(to: "/images/moved.png")
        #expect(await loader.bytes(at: url, from: sources) == Array(png))
        #expect(client.requests.map(\.url.absoluteString) == [url.absoluteString, "http://localhost:9/images/moved.png"])
        #expect(client.requests.allSatisfy { !$0.followsRedirects && !$0.publicAddressesOnly }, "the configured server, at its own address")
        #expect(cache.entry(for: url)?.body == png)
        #expect(log.all.isEmpty)
    }

    @Test(
        "a redirect to the metadata service, another port of the machine or plain http is never asked",
        arguments: [
            "http://169.254.169.254/latest/meta-data/iam/", "http://localhost:6379/", "http://127.0.0.1:9/images/a.png",
            "http://127.0.0.1/a.jpg",
        ])
    func redirectRefused(location: String) async {
        let (loader, client, cache, log) = redirecting(to: location)
        #expect(await loader.bytes(at: url, from: sources) == nil)
        #expect(client.requests.count == 1, "only the first address was asked")
        #expect(cache.entry(for: url) == nil)
        #expect(
            log.all == [
                "picture: skipped \(url.absoluteString): it redirected to \(location), not a place this catalog's pictures come from"
            ])
    }

    @Test("a picture on the catalog's registered host is asked for with public addresses only; one elsewhere is not asked at all")
    func registeredHostPublicOnly() async {
        let (loader, client, _, log) = makeSUT(.success((png, HTTPResponse(statusCode: 200))))
        // An address on the catalog's registered host, answered by the in-memory stub: no socket is opened.
        let registeredAddress = "https://127.0.0.1/images/media/meals/a.jpg/preview"
        let registered = URL(string: registeredAddress)!
        #expect(await loader.bytes(at: registered, from: sources) == Array(png))
        #expect(client.requests.map(\.publicAddressesOnly) == [true])
        let metadata = URL(string: "http://169.254.169.254/latest/meta-data/")!
        #expect(await loader.bytes(at: metadata, from: sources) == nil)
        #expect(client.requests.count == 1)
        #expect(log.all == ["picture: skipped http://169.254.169.254/latest/meta-data/: not a place this catalog's pictures come from"])
    }

    @Test("six redirects are one too many")
    func tooManyRedirects() async {
        let client = HTTPClientStub(route: { request in
            .success((Data(), HTTPResponse(statusCode: 301, headers: ["Location": request.url.path + "x"])))
        })
        let log = Lines()
        let loader = PictureLoader(client: client, cache: InMemoryCacheStore(), offline: false, log: { log.append($0) })
        #expect(await loader.bytes(at: url, from: sources) == nil)
        #expect(client.requests.count == 6)
        #expect(log.all.last?.hasSuffix("it redirected more than 5 times") == true, "\(log.all)")
    }

    @Test("offline: the cache only; a picture not cached is no request")
    func offline() async {
        let (loader, client, cache, _) = makeSUT(.success((png, HTTPResponse(statusCode: 200))), offline: true)
        #expect(await loader.bytes(at: url, from: sources) == nil)
        try? cache.save(CacheEntry(url: url.absoluteString, fetchedAt: Date(timeIntervalSince1970: 0), body: png))
        #expect(await loader.bytes(at: url, from: sources) == Array(png), "a picture does not go stale")
        #expect(client.requests.isEmpty)
    }

    @Test("thumbnails: TheMealDB's and TheCocktailDB's /preview, the pizza's PNG as it is, none without an image")
    func thumbnails() {
        func card(_ catalog: CatalogName, _ image: String?) -> RecipeCard {
            RecipeCard(catalog: catalog, id: "1", name: "x", links: image.map { [RecipeCard.Link("Image", URL(string: $0)!)] } ?? [])
        }
        // The addresses the real catalogs give (only turned into other addresses here; nothing is fetched).
        let meal = "https://www.themealdb.com/images/media/meals/a.jpg"
        let drink = "https://www.thecocktaildb.com/images/media/drink/b.jpg"
        let pizza = "https://doclerlabs.github.io/mobile-native-challenge/images/pizza_PNG44095.png"
        #expect(RecipePictures.thumbnailURL(for: card(.desserts, meal))?.absoluteString == meal + "/preview")
        #expect(RecipePictures.thumbnailURL(for: card(.cocktails, drink))?.absoluteString == drink + "/preview")
        #expect(RecipePictures.thumbnailURL(for: card(.pizza, pizza))?.absoluteString == pizza, "the pizza PNG as it is")
        #expect(RecipePictures.thumbnailURL(for: card(.desserts, nil)) == nil)
    }

    @Test("a kept picture file that is not a picture, or too large, reads as missing")
    func keptFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let kept = FavoritePictures(dataFolder: folder.url)
        try kept.save(Array(png), for: "desserts/52917")
        #expect(kept.bytes(for: "desserts/52917") == Array(png))
        try Data("not a picture".utf8).write(to: kept.file(for: "desserts/52917"))
        #expect(kept.bytes(for: "desserts/52917") == nil)
        kept.remove(for: "desserts/52917")
        #expect(kept.bytes(for: "desserts/52917") == nil)
        #expect(kept.file(for: "desserts/52917").lastPathComponent.count == 64, "named by a SHA-256, never by the id")
    }
}
