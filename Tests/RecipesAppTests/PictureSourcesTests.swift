import Foundation
import RecipesApp
import RecipesCatalog
import RecipesPictures
import RecipesStorage
import TestSupport
import Testing

/// Where a picture may be fetched from (issue #32): judged from the address alone, before any request.
@Suite("pictures: where they may come from")
struct PictureSourcesTests {
    let mealDB = PictureSources(hosts: ["www.themealdb.com"], configured: nil)

    func access(_ sources: PictureSources, _ address: String) -> PictureSources.Access? {
        sources.access(to: URL(string: address)!)
    }

    @Test(
        "a registered host over https on its usual port, connecting to public addresses only; not over http, another port or a look-alike name"
    )
    func registeredHosts() {
        #expect(access(mealDB, "https://www.themealdb.com/images/media/meals/a.jpg/preview") == .publicAddressesOnly)
        #expect(access(mealDB, "HTTPS://WWW.TheMealDB.com:443/a.jpg") == .publicAddressesOnly)
        #expect(access(mealDB, "http://www.themealdb.com/a.jpg") == nil, "https only")
        #expect(access(mealDB, "https://www.themealdb.com:8443/a.jpg") == nil)
        for elsewhere in ["https://themealdb.com/a.jpg", "https://www.themealdb.com.example.net/a.jpg", "https://img.themealdb.com/a.jpg"] {
            #expect(access(mealDB, elsewhere) == nil, "\(elsewhere)")
        }
    }

    @Test(
        "the metadata service, loopback and private addresses, names hidden in the user part or the fragment, and other schemes are refused"
    )
    func refused() {
        for address in [
            "http://169.254.169.254/latest/meta-data/", "https://169.254.169.254/", "http://127.0.0.1:8080/a.png",
            "http://localhost/a.png", "https://10.0.0.1/a.png", "https://[::1]/a.png",
            "https://www.themealdb.com@169.254.169.254/a.png", "https://169.254.169.254/#@www.themealdb.com",
            "file:///etc/passwd", "ftp://www.themealdb.com/a.jpg", "/images/a.jpg",
        ] {
            #expect(access(mealDB, address) == nil, "\(address)")
        }
    }

    @Test(
        "a configured base URL: its scheme, host and port exactly, at whatever address its host has; another port or scheme of the same host is not it"
    )
    func configuredBaseURL() {
        let configured = PictureSources(hosts: ["www.themealdb.com"], configured: URL(string: "http://localhost:8123/api/json/v1/1/")!)
        #expect(access(configured, "http://localhost:8123/images/media/meals/a.jpg/preview") == .anyAddress)
        #expect(access(configured, "http://LOCALHOST:8123/a.png") == .anyAddress)
        #expect(access(configured, "http://localhost:6379/a.png") == nil, "another service on the same machine")
        #expect(access(configured, "https://localhost:8123/a.png") == nil)
        #expect(access(configured, "http://localhost/a.png") == nil)
        #expect(access(configured, "https://www.themealdb.com/a.jpg") == .publicAddressesOnly, "the registered hosts still serve")
        let https = PictureSources(hosts: [], configured: URL(string: "https://mirror.example.org/api/")!)
        #expect(access(https, "https://mirror.example.org:443/a.jpg") == .anyAddress, "the port filled in from the scheme")
    }

    @Test(
        "every catalog names the hosts its pictures are on: the samples' thumbnails are all fetched from public addresses, and only a configured base URL adds its own"
    )
    func registrations() throws {
        let settings = Settings(locations: FileLocations.resolve(environment: ["RECIPES_HOME": "/nonexistent"]))
        let sources = RecipePictures.sources(registry: CatalogRegistry.standard, settings: settings)
        let samples: [(CatalogName, String)] = [
            (.desserts, "mealdb/filter-c-Dessert.json"), (.cocktails, "cocktaildb/search-s-margarita.json"),
            (.pizza, "pizza/pizzas.json"),
        ]
        for (catalog, file) in samples {
            let text = Fixtures.text(file).replacingOccurrences(of: "\\/", with: "/")
            let thumbnails = text.matches(of: /"(strMealThumb|strDrinkThumb|imageUrl)": ?"([^"]+)"/).map { String($0.output.2) }
            try #require(!thumbnails.isEmpty, "\(file)")
            for thumbnail in thumbnails {
                let card = RecipeCard(catalog: catalog, id: "1", name: "x", links: [RecipeCard.Link("Image", URL(string: thumbnail)!)])
                let url = try #require(RecipePictures.thumbnailURL(for: card))
                #expect(sources[catalog]?.access(to: url) == .publicAddressesOnly, "\(url)")
            }
        }
        #expect(sources.values.allSatisfy { $0.configured == nil })
        var configured = settings
        configured.catalogURLs[.desserts] = URL(string: "http://localhost:8123/api/json/v1/1/")!
        let mirrored = RecipePictures.sources(registry: CatalogRegistry.standard, settings: configured)
        #expect(mirrored[.desserts]?.access(to: URL(string: "http://localhost:8123/a.jpg")!) == .anyAddress)
        #expect(mirrored[.cocktails]?.access(to: URL(string: "http://localhost:8123/a.jpg")!) == nil, "each catalog its own base URL")
    }
}
