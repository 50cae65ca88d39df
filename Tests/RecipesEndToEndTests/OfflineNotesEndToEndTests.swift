import Foundation
import TestSupport
import Testing

/// Issue 31 item 4, each note once more: it says what happened, never "no connection" for a server
/// that answered, never "nothing cached" when something is.
@Suite("notes that say what happened, end to end", .serialized)
struct OfflineNotesEndToEndTests {
    @Test("a copy cached 2 seconds ago with --max-age 1s: the note says it is older than asked, not that nothing is cached")
    func olderThanAsked() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        stub.server.stop()
        try CachedAnswers(home: stub.home).age(by: 2)
        let strict = try await stub.run("desserts", "list", "--max-age", "1s", "--no-snapshot")
        #expect(strict.status == 69 && strict.stdout == "", "\(strict)")
        #expect(
            strict.stderr.hasPrefix("recipes: cannot reach \(stub.host): connection refused, and the copy cached ")
                && strict.stderr.hasSuffix(" seconds ago is older than --max-age 1 second. Check your connection, or try again later.\n")
                && !strict.stderr.contains("just now"),
            "\(strict.stderr)")
        #expect(!strict.stderr.contains("nothing cached"))
        let sample = try await stub.run("desserts", "list", "--max-age", "1s")
        #expect(sample.status == 0, "\(sample)")
        #expect(
            sample.stderr.hasPrefix("no connection and no cached copy young enough: showing the bundled sample catalog from 2026-11-22 "),
            "\(sample.stderr)")
        #expect(sample.stderr.contains(" is older than --max-age 1 second)") && !sample.stderr.contains("nothing cached"))
    }

    @Test("an HTTP 500 after a good answer: the cached copy, and the note names the server's answer, not 'no connection'")
    func serverErrorNamed() async throws {
        let broken = Locked(false)
        let stub = try MealDBStub(override: { _ in broken.value ? .status(500, "oops") : nil })
        defer { stub.stop() }
        #expect(try await stub.run("desserts", "list").status == 0)
        broken.set(true)
        let served = try await stub.run("desserts", "list")
        #expect(served.status == 0 && served.stdout.hasPrefix("53049\tApam balik"), "\(served)")
        #expect(served.stderr == "offline: showing desserts cached just now (\(stub.host) answered HTTP 500)\n")
        let uncached = try await stub.run("desserts", "show", "52917", "--no-snapshot")
        #expect(uncached.status == 69, "\(uncached)")
        #expect(
            uncached.stderr
                == "recipes: \(stub.host) answered HTTP 500, and nothing cached can serve. Check your connection, or try again later.\n")
    }

    @Test("favorites refresh offline says it could not reach the catalog, never that the recipe is gone")
    func refreshOffline() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        #expect(try await stub.run("favorites", "add", "desserts", "52917").status == 0)
        stub.server.stop()
        let refresh = try await stub.run("favorites", "refresh")
        #expect(refresh.status == 69, "\(refresh)")
        #expect(
            refresh.stderr
                == "could not refresh White chocolate creme brulee (desserts/52917): cannot reach \(stub.host): connection refused. "
                + "Check your connection, or try again later.\nrecipes: refreshed 0 of 1 favorites; 1 could not be (said above)\n",
            "\(refresh)")
        #expect(try await stub.run("favorites", "show", "52917").status == 0, "the favorite kept as it was")
    }

    @Test("'nothing cached' is said when nothing is: an empty cache, no sample")
    func nothingCached() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        stub.server.stop()
        let none = try await stub.run("desserts", "list", "--no-snapshot")
        #expect(none.status == 69 && none.stdout == "", "\(none)")
        #expect(
            none.stderr
                == "recipes: cannot reach \(stub.host): connection refused, and nothing cached can serve. Check your connection, or try again later.\n"
        )
        let offline = try await stub.run("desserts", "list", "--offline", "--no-snapshot")
        #expect(offline.status == 69, "\(offline)")
        #expect(
            offline.stderr
                == "recipes: --offline: nothing cached younger than 7 days for this request. Run it once with a connection, or raise --max-age.\n"
        )
    }
}
