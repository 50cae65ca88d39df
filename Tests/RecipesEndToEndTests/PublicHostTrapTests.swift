import Foundation
import TestSupport
import Testing

/// No test's child asks a public host: the stubs move the samples' pictures to their own address,
/// and every child's proxy is a trap on this machine that fails the test whose child asked it anything.
@Suite("public hosts, never asked")
struct PublicHostTrapTests {
    @Test("a child that asks a public host for a picture fails its test, naming the host; nothing is forwarded")
    func childAskingAPublicHostFails() async throws {
        // A bare TheMealDB on loopback that serves the sample as it is, its picture on www.themealdb.com
        // (the stubs would move it): `favorites add` keeps the recipe's picture, so it asks for it.
        let server = try LoopbackServer { request in
            request.path == "/api/json/v1/1/lookup.php" ? .json(Fixtures.data("mealdb/lookup-52917.json")) : .status(404)
        }
        let home = try TemporaryFolder()
        defer {
            server.stop()
            home.remove()
        }
        let environment = ["RECIPES_MEALDB_URL": server.url("api/json/v1/1/"), "RECIPES_HOME": home.path, "HOME": home.path]
        var result: RecipesProcess.Result?
        try await withKnownIssue {
            result = try await RecipesProcess.run(["favorites", "add", "desserts", "52917"], environment: environment)
        } matching: { issue in
            issue.description.contains("asked a public host: CONNECT www.themealdb.com:443")
        }
        // The picture is skipped as any unreachable one is; the favorite is kept.
        #expect(result?.status == 0)
        #expect(result?.stdout == "")
        #expect(result?.stderr == "added to favorites: White chocolate creme brulee (desserts/52917)\n")
    }

    @Test("the stubs answer with the samples' pictures at their own address", arguments: ["desserts", "cocktail"])
    func stubsMovePictures(_ catalog: String) async throws {
        let stub: any RecipesStub = catalog == "desserts" ? try MealDBStub() : try CocktailDBStub()
        defer { stub.stop() }
        let id = catalog == "desserts" ? "52917" : "11007"
        let result = try await stub.run(catalog, "show", id, "--json")
        #expect(result.status == 0, "\(result)")
        func either(_ text: String) -> [String] { [text, text.replacingOccurrences(of: "/", with: #"\/"#)] }
        #expect(either("http://\(stub.host)/images/").contains { result.stdout.contains($0) })
        let publicPictures = LoopbackServer.Reply.pictureOrigins.flatMap { either($0 + "/images/") }
        #expect(!publicPictures.contains { result.stdout.contains($0) })
    }
}
