import Foundation
import RecipesCatalog
import RecipesHTTP
import Testing

/// A lookup's answer must be the recipe asked for: the services read ids as numbers.
@Suite("a lookup answering another recipe")
struct LookupAnswerTests {
    private struct Found: Sendable { let id: String }
    private let ok = HTTPResponse(statusCode: 200)

    private func map(asking id: String, answer: String?) throws -> Found? {
        let mapper = MappingError.refusingOthers(than: try #require(RecipeID(id)), { _, _ in answer.map(Found.init) }, id: \.id)
        return try mapper(Data(), ok)
    }

    @Test("the recipe asked for is taken, leading zeros and all; no recipe is no recipe")
    func same() throws {
        #expect(try map(asking: "52917", answer: "52917")?.id == "52917")
        #expect(try map(asking: "052917", answer: "52917")?.id == "52917")
        #expect(try map(asking: "52917", answer: "0052917")?.id == "0052917")
        #expect(try map(asking: "52917", answer: nil) == nil)
    }

    @Test("another recipe is invalid data, named by its id", arguments: [("52917", "52977"), ("52917", "529170"), ("0", "1")])
    func other(asked: String, answered: String) {
        #expect(throws: MappingError("the answer is for another recipe (id \(answered))")) {
            try map(asking: asked, answer: answered)
        }
    }
}
