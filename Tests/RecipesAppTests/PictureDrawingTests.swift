import Foundation
import RecipesApp
import RecipesCatalog
import RecipesHTTP
import RecipesPictures
import RecipesStorage
import TestSupport
import Testing

/// `RecipePictures.draw`: a picture costs at most its deadline, and one that fails or is too slow is
/// not tried again (issue #32). The drawing itself is a closure here, so a decoder that blocks or
/// fails can be had without a hostile file.
@Suite("pictures: drawn within a deadline, failures remembered")
struct PictureDrawingTests {
    let png = Fixtures.data("images/test-only-16x16-quadrants.png")
    let url = URL(string: "http://localhost:9/images/pizza.png")!

    struct SUT {
        let pictures: RecipePictures
        let client: HTTPClientStub
        let cache: InMemoryCacheStore
        let folder: TemporaryFolder
        let log: PictureLoaderTests.Lines
    }

    func makeSUT(deadline: Duration = .seconds(1)) throws -> SUT {
        let client = HTTPClientStub(result: .success((png, HTTPResponse(statusCode: 200))))
        let cache = InMemoryCacheStore()
        let folder = try TemporaryFolder()
        let log = PictureLoaderTests.Lines()
        let loader = PictureLoader(client: client, cache: cache, offline: false, log: { log.append($0) })
        let pictures = RecipePictures(
            loader: loader, kept: FavoritePictures(dataFolder: folder.url),
            sources: [.pizza: PictureSources(hosts: [], configured: URL(string: "http://localhost:9/")!)], deadline: deadline)
        return SUT(pictures: pictures, client: client, cache: cache, folder: folder, log: log)
    }

    /// A pizza's thumbnail is its image URL as it is.
    var card: RecipeCard { RecipeCard(catalog: .pizza, id: "Margherita", name: "Margherita", links: [RecipeCard.Link("Image", url)]) }

    /// Counts the drawings it is asked for, each answered by `answer` once `release` allows (at once unless told to wait).
    final class Drawer: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var answered = 0
        let release = DispatchSemaphore(value: 0)
        let blocks: Bool
        let answer: Result<String, PictureFailure>

        init(blocks: Bool = false, answer: Result<String, PictureFailure>) {
            self.blocks = blocks
            self.answer = answer
        }

        var calls: Int { lock.withLock { count } }
        /// How many drawings have ended (a blocking one only once `release` is signalled).
        var finished: Int { lock.withLock { answered } }

        func draw(_ bytes: [UInt8]) -> Result<String, PictureFailure> {
            lock.withLock { count += 1 }
            if blocks { _ = release.wait(timeout: .now() + 120) }
            defer { lock.withLock { answered += 1 } }
            return answer
        }
    }

    @Test(
        "a drawing not done within the deadline is given up on then, not when the decoder ends; the picture is noted as undrawable and the next show neither fetches nor decodes it"
    )
    func tooSlow() async throws {
        let sut = try makeSUT(deadline: .milliseconds(200))
        defer { sut.folder.remove() }
        // A decoder that holds the command until this test lets it go (at most 120 s): the old path ran
        // it inline, and waited for it. That the drawing returns while the decoder still holds is what
        // shows it was given up on and not waited for; no ceiling on the wall clock, which the whole
        // suite's load stretches (its tasks share two threads on a 2-core machine: once 15.9 s).
        let drawer = Drawer(blocks: true, answer: .success("drawn"))
        defer { drawer.release.signal() }
        let clock = ContinuousClock()
        var drawn: String?
        let waited = await clock.measure { drawn = await sut.pictures.draw(card, isFavorite: false, drawer.draw) }
        #expect(drawn == nil)
        #expect(drawer.finished == 0, "returned while the decoder still held: not waited for")
        #expect(waited >= .milliseconds(200), "not given up before the deadline: \(waited)")
        let note = try #require(sut.cache.entry(for: url)?.body)
        #expect(String(decoding: note, as: UTF8.self).contains("decoding it took over 0.2 seconds"))
        #expect(
            sut.log.all.contains { $0.hasPrefix("picture: could not draw \(url.absoluteString): decoding it took over") }, "\(sut.log.all)")

        #expect(await sut.pictures.draw(card, isFavorite: false, drawer.draw) == nil)
        #expect(drawer.calls == 1, "not decoded again")
        #expect(sut.client.requests.count == 1, "not fetched again")
        #expect(
            sut.log.all.last
                == "picture: skipped \(url.absoluteString): it could not be drawn before (`recipes cache clear` lets it try again)")
    }

    @Test("a picture the decoder refuses is noted as undrawable in the cache, and never kept for a favorite")
    func undecodable() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        let drawer = Drawer(answer: .failure(.undecodable))
        #expect(await sut.pictures.draw(card, isFavorite: true, drawer.draw) == nil)
        #expect(sut.cache.entry(for: url)?.body != png)
        #expect(sut.pictures.kept.bytes(for: "pizza/Margherita") == nil)
        #expect(await sut.pictures.draw(card, isFavorite: true, drawer.draw) == nil)
        #expect(drawer.calls == 1 && sut.client.requests.count == 1)
    }

    @Test("a favorite's kept picture that does not draw is removed; the next show goes to the cache, then the network")
    func keptUndecodable() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        try sut.pictures.kept.save(Array(png), for: "pizza/Margherita")
        #expect(await sut.pictures.draw(card, isFavorite: true, Drawer(answer: .failure(.undecodable)).draw) == nil)
        #expect(sut.pictures.kept.bytes(for: "pizza/Margherita") == nil)
        #expect(sut.client.requests.isEmpty)
        #expect(await sut.pictures.draw(card, isFavorite: true, Drawer(answer: .success("drawn")).draw) == "drawn")
        #expect(sut.client.requests.count == 1)
        #expect(sut.pictures.kept.bytes(for: "pizza/Margherita") == Array(png), "kept again once it drew")
    }

    @Test("no decoder on this machine is not the picture's fault: it stays cached, a favorite keeps it, and the next show tries again")
    func noDecoder() async throws {
        let sut = try makeSUT()
        defer { sut.folder.remove() }
        let drawer = Drawer(answer: .failure(.noDecoderHere))
        #expect(await sut.pictures.draw(card, isFavorite: true, drawer.draw) == nil)
        #expect(sut.cache.entry(for: url)?.body == png)
        #expect(sut.pictures.kept.bytes(for: "pizza/Margherita") == Array(png))
        #expect(await sut.pictures.draw(card, isFavorite: false, drawer.draw) == nil)
        #expect(drawer.calls == 2)
    }
}
