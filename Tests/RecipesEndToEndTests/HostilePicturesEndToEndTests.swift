import Foundation
import TestSupport
import Testing

/// Issue #32: a picture never hangs a command and never fails it, through the built binary. The
/// same loopback TheMealDB as PicturesEndToEndTests, whose White chocolate creme brulee's
/// thumbnail is whatever each test serves.
@Suite("pictures: hostile ones cost at most a second, end to end", .serialized)
struct HostilePicturesEndToEndTests {
    static let truecolor = ["COLORTERM": "truecolor"]

    /// Runs `recipes` against `stub` and says how long it took. A run the old tool would have spent
    /// minutes on is killed after 30 s, so the test fails then instead of at the suite's deadline.
    static func timed(_ stub: MealDBStub, _ arguments: [String]) async throws -> (RecipesProcess.Result, seconds: Double) {
        let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 }.merging(truecolor) { $1 }
        let result = try await RecipesProcess.run(
            executable: RecipesProcess.binary, arguments, environment: environment, input: nil, deadline: 30)
        return (result, result.seconds)
    }

    @Test(
        "a progressive JPEG of 20,000 empty scans is refused before decoding: the recipe shows at once, and an --offline show does not decode it again"
    )
    func scanBomb() async throws {
        let bomb = HostileJPEG.progressive(scans: 20_000)
        let stub = try PicturesEndToEndTests.stub(picture: .response(status: 200, headers: ["Content-Type": "image/jpeg"], body: bomb))
        defer { stub.stop() }
        let plain = try await stub.run("desserts", "show", "52917", "--image", "none")
        // The old tool spent 33 s of CPU decoding it here, and as long again on every later show.
        let (shown, seconds) = try await Self.timed(stub, ["desserts", "show", "52917", "--image", "blocks", "-v"])
        #expect(shown.status == 0)
        #expect(shown.stdout == plain.stdout, "the recipe, and no picture")
        #expect(seconds < 5, "\(seconds) s")
        #expect(shown.stderr.contains("picture: skipped"), "\(shown.stderr)")
        let (offline, offlineSeconds) = try await Self.timed(stub, ["desserts", "show", "52917", "--image", "blocks", "--offline", "-v"])
        #expect(offline.status == 0)
        #expect(offline.stdout == plain.stdout)
        #expect(offlineSeconds < 5, "\(offlineSeconds) s")
        #expect(offline.stderr.contains("is not cached"), "never cached, so never decoded: \(offline.stderr)")
    }

    @Test("a 1 × 4000 picture is at most 20 rows above the recipe, and never more than the terminal's rows (LINES): it printed 2,000")
    func tallPicture() async throws {
        let tall = Fixtures.data("images/test-only-1x4000-tall.png")
        let stub = try PicturesEndToEndTests.stub(picture: .response(status: 200, headers: ["Content-Type": "image/png"], body: tall))
        defer { stub.stop() }
        let plain = try await stub.run("desserts", "show", "52917", "--image", "none")
        for (environment, rows) in [([String: String](), 20), (["LINES": "8"], 8)] {
            let shown = try await stub.run(
                ["desserts", "show", "52917", "--image", "blocks"], environment: Self.truecolor.merging(environment) { $1 })
            #expect(shown.status == 0)
            let lines = shown.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                lines.prefix { $0.contains("▀") }.count == rows,
                "\(environment): \(lines.count - plain.stdout.split(separator: "\n", omittingEmptySubsequences: false).count) picture rows")
            #expect(shown.stdout.hasSuffix(plain.stdout))
        }
    }

    @Test(
        "a picture whose header passes but that does not decode is noted in the cache: later shows, --offline too, neither decode nor fetch it, and -v says so"
    )
    func rememberedFailure() async throws {
        // The PNG's signature and IHDR, then its data cut short: cached as a picture, then refused by libpng.
        let broken = PicturesEndToEndTests.png.prefix(60)
        let stub = try PicturesEndToEndTests.stub(picture: .response(status: 200, headers: ["Content-Type": "image/png"], body: broken))
        defer { stub.stop() }
        let plain = try await stub.run("desserts", "show", "52917", "--image", "none")
        let thumbnail = "http://\(stub.host)\(PicturesEndToEndTests.thumbPath)/preview"
        let first = try await stub.run(["desserts", "show", "52917", "--image", "blocks", "-v"], environment: Self.truecolor)
        #expect(first.status == 0 && first.stdout == plain.stdout)
        #expect(first.stderr.contains("picture: could not draw \(thumbnail): it does not decode\n"), "\(first.stderr)")
        for extra in [[], ["--offline"]] {
            let again = try await stub.run(["desserts", "show", "52917", "--image", "blocks", "-v"] + extra, environment: Self.truecolor)
            #expect(again.status == 0 && again.stdout == plain.stdout)
            #expect(
                again.stderr.contains(
                    "picture: skipped \(thumbnail): it could not be drawn before (`recipes cache clear` lets it try again)\n"),
                "\(extra): \(again.stderr)")
            #expect(!again.stderr.contains("could not draw"), "not decoded again")
        }
        #expect(PicturesEndToEndTests.pictureRequests(stub) == 1)
        // cache clear forgets it: the next show fetches and tries it once more.
        #expect(try await stub.run("cache", "clear").status == 0)
        let cleared = try await stub.run(["desserts", "show", "52917", "--image", "blocks", "-v"], environment: Self.truecolor)
        #expect(cleared.stderr.contains("picture: could not draw \(thumbnail): it does not decode\n"), "\(cleared.stderr)")
        #expect(PicturesEndToEndTests.pictureRequests(stub) == 2)
    }
}
