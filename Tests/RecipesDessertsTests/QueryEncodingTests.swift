import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesHTTP
import Testing

@Suite("URL building")
struct QueryEncodingTests {
    @Test(
        "percent-encodes everything but unreserved characters",
        arguments: [
            ("AT&T", "AT%26T"),
            ("1+1", "1%2B1"),
            ("50/50", "50%2F50"),
            ("100%", "100%25"),
            ("gin tonic", "gin%20tonic"),
            ("a=b&s=x", "a%3Db%26s%3Dx"),
            ("crème brûlée", "cr%C3%A8me%20br%C3%BBl%C3%A9e"),
            ("🍹", "%F0%9F%8D%B9"),
            ("A-z_0.9~", "A-z_0.9~"),
        ])
    func encodes(value: String, expected: String) {
        #expect(QueryEncoding.encode(value) == expected)
    }

    @Test("joins every query item in order, each name and value encoded")
    func relative() {
        #expect(QueryEncoding.relative(path: "lookup.php", query: []) == "lookup.php")
        #expect(QueryEncoding.relative(path: "lookup.php", query: [("i", "52917")]) == "lookup.php?i=52917")
        #expect(
            QueryEncoding.relative(path: "filter.php", query: [("i", "gin tonic"), ("a&b", "1=1"), ("c", "")])
                == "filter.php?i=gin%20tonic&a%26b=1%3D1&c=")
    }

    @Test("a template makes the endpoint its parts make, for any value and base")
    func template() {
        for base in ["http://127.0.0.1:9/api/json/v1/1/", "http://127.0.0.1:9/api/json/v1/1", "http://127.0.0.1:9/x%20y/"] {
            let url = URL(string: base)!
            let template = EndpointTemplate(base: url, service: "mealdb", path: "lookup.php", name: "i")
            for value in ["52917", "", "AT&T", "crème brûlée", "a=b&c", "🍹", "50/50"] {
                let made = template.endpoint(value) { _, _ in 0 }
                let parts = Endpoint<Int>(base: url, service: "mealdb", path: "lookup.php", query: [("i", value)]) { _, _ in 0 }
                #expect(made.address == parts.address && made.resourceName == parts.resourceName, "\(base) \(value)")
                #expect(made.url == parts.url, "\(base) \(value)")
            }
        }
    }

    @Test("keeps the base URL's path whether or not it ends in a slash")
    func basePath() {
        let expected = "http://127.0.0.1:8080/api/json/v1/1/lookup.php?i=52917"
        for base in ["http://127.0.0.1:8080/api/json/v1/1/", "http://127.0.0.1:8080/api/json/v1/1"] {
            #expect(QueryEncoding.url(base: URL(string: base)!, path: "lookup.php", query: [("i", "52917")]).absoluteString == expected)
        }
    }

    @Test("builds TheMealDB's dessert endpoints")
    func dessertEndpoints() {
        // The public default as text; the endpoints built on a loopback base where nothing listens.
        #expect(DessertCatalog.defaultBaseURL.absoluteString == "https://www.themealdb.com/api/json/v1/1/")
        let catalog = DessertCatalog(baseURL: URL(string: "http://127.0.0.1:9/api/json/v1/1/")!)
        #expect(catalog.listEndpoint().url.absoluteString == "http://127.0.0.1:9/api/json/v1/1/filter.php?c=Dessert")
        #expect(catalog.listEndpoint().resourceName == "mealdb/filter.php?c=Dessert")
        // The cache is asked by the address, the request made to the URL: the same text.
        let detail = catalog.detailEndpoint(for: RecipeID("52917")!)
        #expect(detail.address == "http://127.0.0.1:9/api/json/v1/1/lookup.php?i=52917")
        #expect(detail.url.absoluteString == detail.address && detail.mapped { $0 }.address == detail.address)
        let given = Endpoint<Int>(url: URL(string: "http://127.0.0.1:9/a%20b?c=d")!, resourceName: "x") { _, _ in 1 }
        #expect(given.address == "http://127.0.0.1:9/a%20b?c=d" && given.url == URL(string: "http://127.0.0.1:9/a%20b?c=d")!)
        #expect(
            catalog.detailEndpoint(for: RecipeID("52917")!).url.absoluteString
                == "http://127.0.0.1:9/api/json/v1/1/lookup.php?i=52917")
    }
}

@Suite("Recipe ids")
struct RecipeIDTests {
    @Test("accepts 1 to 12 digits", arguments: ["0", "52917", "178332", "123456789012"])
    func accepts(text: String) {
        #expect(RecipeID(text)?.rawValue == text)
    }

    @Test(
        "refuses anything else before a URL is built",
        arguments: ["", "abc", "../1", "1 2", " 1", "1\n", "１２", "5291a", "-1", "1234567890123", "52917&i=1", "٣"])
    func refuses(text: String) {
        #expect(RecipeID(text) == nil)
    }
}
