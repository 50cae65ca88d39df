import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesHTTP
import TestSupport
import Testing

@Suite("Catalog browser")
struct CatalogBrowserTests {
    private let base = URL(string: "http://127.0.0.1:9/api/")!

    @Test("feeds the list in alphabetical order")
    func feedSorted() async throws {
        let sut = makeSUT { _ in
            .success((Data(#"{"meals":[{"idMeal":"2","strMeal":"b"},{"idMeal":"1","strMeal":"A"}]}"#.utf8), HTTPResponse(statusCode: 200)))
        }
        let loaded = try await sut.feed(sut.provider.listEndpoint())
        #expect(loaded.value.map(\.name) == ["A", "b"])
    }

    @Test("loads a detail by id from lookup.php")
    func detail() async throws {
        let sut = makeSUT { request in
            #expect(request.url.absoluteString == "http://127.0.0.1:9/api/lookup.php?i=52917")
            return .success((Fixtures.data("mealdb/lookup-52917.json"), HTTPResponse(statusCode: 200)))
        }
        #expect(try await sut.detail(id: RecipeID("52917")!).value.name == "White chocolate creme brulee")
    }

    @Test("delivers not found for {\"meals\": null}")
    func notFound() async {
        let sut = makeSUT { _ in .success((Fixtures.data("mealdb/lookup-missing.json"), HTTPResponse(statusCode: 200))) }
        await #expect(throws: CatalogError.notFound(catalog: .desserts, id: "1")) { try await sut.detail(id: RecipeID("1")!) }
    }

    @Test("refuses a meal of another category by id, naming it; a meal with no category is kept")
    func notADessert() async throws {
        let corba = makeSUT { _ in .success((Fixtures.data("mealdb/test-only-lookup-52977-corba.json"), HTTPResponse(statusCode: 200))) }
        await #expect(throws: CatalogError.notInCatalog(catalog: .desserts, id: "52977", name: "Corba", category: "Side")) {
            try await corba.detail(id: RecipeID("52977")!)
        }
        await #expect(throws: CatalogError.notInCatalog(catalog: .desserts, id: "52977", name: "Corba", category: "Side")) {
            try await corba.card(id: "52977")
        }
        let bare = makeSUT { _ in .success((Data(#"{"meals":[{"idMeal":"2","strMeal":"Bare"}]}"#.utf8), HTTPResponse(statusCode: 200))) }
        #expect(try await bare.detail(id: RecipeID("2")!).value.name == "Bare")
        let spelled = makeSUT { _ in
            .success(
                (Data(#"{"meals":[{"idMeal":"3","strMeal":"Tart","strCategory":"\u202eDESSERT "}]}"#.utf8), HTTPResponse(statusCode: 200)))
        }
        #expect(try await spelled.detail(id: RecipeID("3")!).value.name == "Tart")
    }

    @Test("a list answer's skipped records reach the loaded list")
    func feedCountsSkipped() async throws {
        let sut = makeSUT { _ in
            .success((Data(#"{"meals":[{"idMeal":"2","strMeal":"b"},{"idMeal":null,"strMeal":"A"}]}"#.utf8), HTTPResponse(statusCode: 200)))
        }
        let loaded = try await sut.feed(sut.provider.listEndpoint())
        #expect(loaded.value.map(\.name) == ["b"] && loaded.skippedRecords == 1)
    }

    private func makeSUT(route: @escaping @Sendable (HTTPRequest) -> Result<(Data, HTTPResponse), HTTPClientError>) -> CatalogBrowser<
        DessertCatalog
    > {
        CatalogBrowser(provider: DessertCatalog(baseURL: base), loader: RemoteLoader(client: HTTPClientStub(route: route)))
    }
}
