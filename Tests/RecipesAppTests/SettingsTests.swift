import Foundation
import RecipesApp
import RecipesBasics
import RecipesDesserts
import RecipesStorage
import Testing

@Suite("Settings")
struct SettingsTests {
    private let home = ["HOME": "/home/cook"]

    @Test("defaults: public TheMealDB, 10 s timeout, network first, 7 days, snapshot fallback on")
    func defaults() throws {
        let settings = try Settings.resolve(environment: home)
        let mealDB = settings.baseURL(for: DessertCatalog.registration)
        #expect(mealDB == DessertCatalog.defaultBaseURL)
        #expect(mealDB.absoluteString == "https://www.themealdb.com/api/json/v1/1/")
        #expect(settings.timeout == 10)
        #expect(settings.mode == .networkFirst)
        #expect(settings.cachePolicy.maxAge == 7 * 86_400)
        #expect(settings.snapshotFallback)
        #expect(try Settings.resolve(environment: home.merging(["RECIPES_MEALDB_URL": ""]) { $1 }) == settings)
    }

    @Test("takes the endpoint from the environment and the timeout from the flag")
    func overrides() throws {
        let settings = try Settings.resolve(
            environment: home.merging(["RECIPES_MEALDB_URL": "http://127.0.0.1:8080/x/"]) { $1 },
            flags: .init(timeout: 2.5))
        #expect(settings.baseURL(for: DessertCatalog.registration).absoluteString == "http://127.0.0.1:8080/x/")
        #expect(settings.timeout == 2.5)
    }

    @Test("refuses an endpoint that is not an http(s) URL", arguments: ["ftp://host/", "/just/a/path", "localhost:8080", "not a url"])
    func invalid(value: String) {
        #expect(throws: UserFacingError("RECIPES_MEALDB_URL is not an http(s) URL: \(value)", status: .usage)) {
            try Settings.resolve(environment: ["RECIPES_MEALDB_URL": value])
        }
    }

    @Test("--max-age beats RECIPES_CACHE_MAX_AGE, which beats 7 days")
    func maxAge() throws {
        #expect(try Settings.resolve(environment: ["RECIPES_CACHE_MAX_AGE": "12h"]).cachePolicy.maxAge == 12 * 3600)
        #expect(try Settings.resolve(environment: ["RECIPES_CACHE_MAX_AGE": "12h"], flags: .init(maxAge: 1800)).cachePolicy.maxAge == 1800)
        #expect(
            throws: UserFacingError(
                "RECIPES_CACHE_MAX_AGE takes a duration such as 7d, 12h, 30m or 90s (at most 100 years), not 'soon'.", status: .usage)
        ) {
            try Settings.resolve(environment: ["RECIPES_CACHE_MAX_AGE": "soon"])
        }
    }

    @Test("the lock timeout is 10 s unless RECIPES_LOCK_TIMEOUT gives a duration")
    func lockTimeout() throws {
        #expect(try Settings.resolve(environment: [:]).lockTimeout == 10)
        #expect(try Settings.resolve(environment: ["RECIPES_LOCK_TIMEOUT": ""]).lockTimeout == 10)
        #expect(try Settings.resolve(environment: ["RECIPES_LOCK_TIMEOUT": "1"]).lockTimeout == 1)
        #expect(try Settings.resolve(environment: ["RECIPES_LOCK_TIMEOUT": "1.5"]).lockTimeout == 1.5)
        #expect(try Settings.resolve(environment: ["RECIPES_LOCK_TIMEOUT": "2m"]).lockTimeout == 120)
        #expect(
            throws: UserFacingError(
                "RECIPES_LOCK_TIMEOUT takes a duration such as 10s, 2m or 1.5 (seconds), not 'forever'.", status: .usage)
        ) {
            try Settings.resolve(environment: ["RECIPES_LOCK_TIMEOUT": "forever"])
        }
    }

    @Test("--offline, --snapshot and --no-snapshot / RECIPES_NO_SNAPSHOT choose where answers come from")
    func modes() throws {
        #expect(try Settings.resolve(environment: [:], flags: .init(offline: true)).mode == .offline)
        #expect(try Settings.resolve(environment: [:], flags: .init(snapshot: true)).mode == .snapshot)
        #expect(try Settings.resolve(environment: [:], flags: .init(noSnapshot: true)).snapshotFallback == false)
        #expect(try Settings.resolve(environment: ["RECIPES_NO_SNAPSHOT": "1"]).snapshotFallback == false)
        #expect(try Settings.resolve(environment: ["RECIPES_NO_SNAPSHOT": "0"]).snapshotFallback == true)
        #expect(throws: UserFacingError("--snapshot cannot be combined with --offline or --no-snapshot.", status: .usage)) {
            try Settings.resolve(environment: [:], flags: .init(offline: true, snapshot: true))
        }
    }
}

@Suite("File locations")
struct FileLocationsTests {
    @Test("RECIPES_HOME holds everything")
    func recipesHome() {
        let locations = FileLocations.resolve(environment: ["RECIPES_HOME": "/tmp/r", "XDG_DATA_HOME": "/x"])
        #expect(locations.data.path == "/tmp/r")
        #expect(locations.cache.path == "/tmp/r/cache")
    }

    @Test("XDG folders, with defaults under HOME")
    func xdg() {
        let locations = FileLocations.resolve(environment: ["HOME": "/home/cook", "XDG_CACHE_HOME": "/var/cache/cook"])
        #expect(locations.data.path == "/home/cook/.local/share/recipes")
        #expect(locations.cache.path == "/var/cache/cook/recipes")
        #expect(locations.config.path == "/home/cook/.config/recipes")
    }

    @Test("a folder given with a trailing slash, or none, names the same files")
    func trailingSlash() {
        for home in ["/tmp/r", "/tmp/r/"] {
            let locations = FileLocations.resolve(environment: ["RECIPES_HOME": home])
            #expect(locations.data.appendingPathComponent("favorites.json").path == "/tmp/r/favorites.json", "\(home)")
            #expect(locations.cache.appendingPathComponent("a.cache").path == "/tmp/r/cache/a.cache", "\(home)")
        }
        let xdg = FileLocations.resolve(environment: ["HOME": "/home/cook/", "XDG_CONFIG_HOME": "/etc/xdg/"])
        #expect(xdg.data.appendingPathComponent("cart.json").path == "/home/cook/.local/share/recipes/cart.json")
        #expect(xdg.config.appendingPathComponent("config.toml").path == "/etc/xdg/recipes/config.toml")
    }

    @Test("ignores empty and relative XDG values and an empty RECIPES_HOME")
    func ignoresRelative() {
        let locations = FileLocations.resolve(environment: [
            "HOME": "/home/cook", "RECIPES_HOME": "", "XDG_DATA_HOME": "rel/data", "XDG_CACHE_HOME": "",
        ])
        #expect(locations.data.path == "/home/cook/.local/share/recipes")
        #expect(locations.cache.path == "/home/cook/.cache/recipes")
    }
}
