import Foundation
import TestSupport
import Testing

/// Issue #32: a thumbnail address, or its redirect, reached the cloud's metadata service and a
/// private address on the machine. Pictures come only from the catalog's registered hosts over
/// https, or from its configured base URL (here the loopback TheMealDB, reached as localhost). The
/// loopback server stands in for the private address too, reached by another name, 127.0.0.1, so
/// no test ever sends a byte off the machine.
@Suite("pictures: fetched only from where the catalog's pictures come from, end to end", .serialized)
struct PictureSourcesEndToEndTests {
    static let truecolor = ["COLORTERM": "truecolor"]
    static let thumbPath = PicturesEndToEndTests.thumbPath

    /// The loopback TheMealDB whose creme brulee's thumbnail is `thumbnail(port)`; `reply` answers
    /// any other picture path, nil for the usual answers.
    static func stub(
        thumbnail: @escaping @Sendable (Int) -> String,
        reply: @escaping @Sendable (LoopbackServer.Request) -> LoopbackServer.Reply?
    ) throws -> MealDBStub {
        try MealDBStub(override: { request in
            if request.path.hasPrefix("/images/") || request.path.hasPrefix("/secret") { return reply(request) }
            guard request.path == "/api/json/v1/1/lookup.php", request.query == "i=52917" else { return nil }
            let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? "localhost"
            let port = Int(host.split(separator: ":").last ?? "") ?? 0
            let body = Fixtures.text("mealdb/lookup-52917.json")
                .replacingOccurrences(
                    of: #"https:\/\/www.themealdb.com\/images\/media\/meals\/uryqru1511798039.jpg"#,
                    with: thumbnail(port).replacingOccurrences(of: "/", with: #"\/"#))
            return .json(body)
        })
    }

    static let picture = LoopbackServer.Reply.response(status: 200, headers: ["Content-Type": "image/png"], body: PicturesEndToEndTests.png)

    @Test(
        "a thumbnail on a host the catalog does not name is never asked for: the same server reached as 127.0.0.1 gets no request, and the recipe shows"
    )
    func unnamedHost() async throws {
        let stub = try Self.stub(thumbnail: { "http://127.0.0.1:\($0)\(Self.thumbPath)" }, reply: { _ in Self.picture })
        defer { stub.stop() }
        let plain = try await stub.run("desserts", "show", "52917", "--image", "none")
        let shown = try await stub.run(["desserts", "show", "52917", "--image", "blocks", "-v"], environment: Self.truecolor)
        #expect(shown.status == 0)
        #expect(shown.stdout == plain.stdout)
        #expect(!stub.server.requests.contains { $0.path.hasPrefix("/images/") }, "the old tool fetched and drew it")
        #expect(
            shown.stderr.contains(
                "picture: skipped http://127.0.0.1:\(stub.server.port)\(Self.thumbPath)/preview: not a place this catalog's pictures come from\n"
            ),
            "\(shown.stderr)")
    }

    @Test(
        "every redirect is judged before it is followed: to 127.0.0.1 it is never asked; to another path of the configured server it is followed and drawn"
    )
    func redirects() async throws {
        let away = try Self.stub(
            thumbnail: { "http://localhost:\($0)\(Self.thumbPath)" },
            reply: { request in
                guard request.path.hasSuffix("/preview") else { return Self.picture }
                let port = request.headers.first { $0.key.lowercased() == "host" }?.value.split(separator: ":").last ?? ""
                return .response(status: 302, headers: ["Location": "http://127.0.0.1:\(port)/secret/latest/meta-data/"], body: Data())
            })
        defer { away.stop() }
        let plain = try await away.run("desserts", "show", "52917", "--image", "none")
        let refused = try await away.run(["desserts", "show", "52917", "--image", "blocks", "-v"], environment: Self.truecolor)
        #expect(refused.status == 0 && refused.stdout == plain.stdout)
        #expect(away.server.requests.filter { $0.path.hasPrefix("/secret") }.isEmpty, "libcurl followed it in the old tool")
        #expect(
            refused.stderr.contains(
                "it redirected to http://127.0.0.1:\(away.server.port)/secret/latest/meta-data/, not a place this catalog's pictures come from"
            ),
            "\(refused.stderr)")

        let moved = try Self.stub(
            thumbnail: { "http://localhost:\($0)\(Self.thumbPath)" },
            reply: { request in
                request.path.hasSuffix("/preview")
                    ? .response(status: 301, headers: ["Location": "/images/moved.png"], body: Data()) : Self.picture
            })
        defer { moved.stop() }
        let drawn = try await moved.run(["desserts", "show", "52917", "--image", "blocks"], environment: Self.truecolor)
        #expect(drawn.status == 0)
        #expect(
            drawn.stdout.hasPrefix(PicturesEndToEndTests.quadrantBlocks + "White chocolate creme brulee"), "\(drawn.stdout.prefix(200))")
        #expect(
            moved.server.requests.map(\.path).filter { $0.hasPrefix("/images/") } == [Self.thumbPath + "/preview", "/images/moved.png"])
    }

    @Test("-v prints every address without its user:password@: the catalog's requests, the picture's, and a picture it skips")
    func verboseHidesCredentials() async throws {
        for (thumbnailHost, drawn) in [("localhost", true), ("127.0.0.1", false)] {
            let stub = try Self.stub(
                thumbnail: { "http://cook:s3cret@\(thumbnailHost):\($0)\(Self.thumbPath)" }, reply: { _ in Self.picture })
            defer { stub.stop() }
            let port = stub.server.port
            let base = "http://cook:s3cret@localhost:\(port)/api/json/v1/1/"
            let shown = try await stub.run(
                ["desserts", "show", "52917", "--image", "blocks", "-v"],
                environment: Self.truecolor.merging(["RECIPES_MEALDB_URL": base]) { $1 })
            #expect(shown.status == 0, "\(shown)")
            #expect(shown.stderr.contains("GET http://localhost:\(port)/api/json/v1/1/lookup.php?i=52917 → 200"), "\(shown.stderr)")
            if drawn {
                #expect(
                    shown.stdout.hasPrefix(PicturesEndToEndTests.quadrantBlocks),
                    "the picture at the configured base URL, credentials and all")
                #expect(shown.stderr.contains("GET http://localhost:\(port)\(Self.thumbPath)/preview → 200"), "\(shown.stderr)")
            } else {
                #expect(
                    shown.stderr.contains("picture: skipped http://127.0.0.1:\(port)\(Self.thumbPath)/preview: not a place"),
                    "\(shown.stderr)")
            }
            #expect(!shown.stderr.contains("s3cret") && !shown.stderr.contains("cook"), "\(shown.stderr)")
        }
    }
}
