import Foundation
import RecipesCore
import Testing

@Suite("Settings")
struct SettingsTests {
    @Test("defaults to the public TheMealDB and a 10 s timeout")
    func defaults() throws {
        let settings = try Settings.resolve(environment: [:])
        #expect(settings.mealDBURL.absoluteString == "https://www.themealdb.com/api/json/v1/1/")
        #expect(settings.timeout == 10)
        #expect(try Settings.resolve(environment: ["RECIPES_MEALDB_URL": ""]) == settings)
    }

    @Test("takes the endpoint from the environment and the timeout from the flag")
    func overrides() throws {
        let settings = try Settings.resolve(environment: ["RECIPES_MEALDB_URL": "http://127.0.0.1:8080/x/"], timeout: 2.5)
        #expect(settings.mealDBURL.absoluteString == "http://127.0.0.1:8080/x/")
        #expect(settings.timeout == 2.5)
    }

    @Test("refuses an endpoint that is not an http(s) URL", arguments: ["ftp://host/", "/just/a/path", "localhost:8080", "not a url"])
    func invalid(value: String) {
        #expect(throws: UserFacingError("RECIPES_MEALDB_URL is not an http(s) URL: \(value)", status: .usage)) {
            try Settings.resolve(environment: ["RECIPES_MEALDB_URL": value])
        }
    }
}
