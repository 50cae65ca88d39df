import RecipesCatalog
import Testing

@Suite("name matcher")
struct NameMatcherTests {
    private let items = ["Tarte Tatin", "Pear Tarte Tatin", "Treacle Tart", "Crème brûlée", "Key Lime Pie", "Key lime pie"]
        .enumerated().map { RecipeSummary(id: "\($0.offset)", name: $0.element, thumbnailURL: nil) }

    private func matched(_ query: String) -> String? {
        if case .match(let item) = NameMatcher.match(query, in: items) { return item.name }
        return nil
    }

    @Test("an exact name wins, even when others fold to the same key")
    func exact() {
        #expect(matched("Key lime pie") == "Key lime pie")
        #expect(matched("Tarte Tatin") == "Tarte Tatin")
    }

    @Test("then a unique match ignoring case and accents, then a unique prefix, then a unique part")
    func folded() {
        #expect(matched("creme BRULEE") == "Crème brûlée")
        #expect(matched("trea") == "Treacle Tart")
        #expect(matched("pear") == "Pear Tarte Tatin")
    }

    @Test("names that could mean several are listed alphabetically")
    func ambiguous() {
        guard case .ambiguous(let found) = NameMatcher.match("key lime", in: items) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(found.map(\.name) == ["Key Lime Pie", "Key lime pie"], "names that fold alike: the exact text breaks the tie")
        #expect(throws: CatalogError.ambiguous(catalog: .desserts, query: "tatin", candidates: ["Pear Tarte Tatin", "Tarte Tatin"])) {
            try NameMatcher.resolve("tatin", in: items, catalog: .desserts)
        }
    }

    @Test("no match suggests names within a typo; blank text suggests nothing")
    func noMatch() {
        #expect(throws: CatalogError.noMatch(catalog: .desserts, query: "Treecle", suggestions: ["Treacle Tart"])) {
            try NameMatcher.resolve("Treecle", in: items, catalog: .desserts)
        }
        guard case .none(let suggestions) = NameMatcher.match("   ", in: items) else {
            Issue.record("matched blank text")
            return
        }
        #expect(suggestions.isEmpty)
    }

    @Test("three letters or fewer suggest only names they begin: one changed letter of three is another word")
    func shortText() {
        guard
            case .none(let foo) = NameMatcher.match(
                "Foo", in: items + [RecipeSummary(id: "9", name: "Boottarga e Asparagi", thumbnailURL: nil)])
        else {
            Issue.record("matched Foo")
            return
        }
        #expect(foo.isEmpty, "Foo is not a typo of Boottarga: \(foo.map(\.name))")
        #expect(throws: CatalogError.noMatch(catalog: .desserts, query: "Kei", suggestions: [])) {
            try NameMatcher.resolve("Kei", in: items, catalog: .desserts)
        }
        #expect(throws: CatalogError.noMatch(catalog: .desserts, query: "Kee lime", suggestions: ["Key Lime Pie", "Key lime pie"])) {
            try NameMatcher.resolve("Kee lime", in: items, catalog: .desserts)
        }
    }
}

@Suite("near misses")
struct NearMissTests {
    @Test("a typo or two away, or a name the word begins; closest first, at most three")
    func near() {
        #expect(NearMiss.names(near: "lst", in: ["list", "show", "random"]) == ["list"])
        #expect(NearMiss.names(near: "verison", in: ["json", "verbose", "version"]) == ["version"])
        #expect(NearMiss.names(near: "fren", in: ["French", "Greek"]) == ["French"])
        #expect(NearMiss.names(near: "CREME", in: ["Crème", "Cream"]) == ["Crème"], "accents and case aside; Cream is two typos away")
        #expect(NearMiss.names(near: "Narnia", in: ["American", "British"]) == [])
        #expect(NearMiss.names(near: "", in: ["a"]) == [])
    }
}

@Suite("filter names")
struct FilterNamesTests {
    private let glasses = ["Cocktail glass", "Coupe Glass", "Old-fashioned glass"]

    @Test("a listed value as given, else its listed spelling ignoring case and accents, else the nearest names")
    func find() {
        #expect(FilterNames.find("Coupe Glass", in: glasses) == .listed("Coupe Glass"))
        #expect(FilterNames.find("old-FASHIONED glass", in: glasses) == .listed("Old-fashioned glass"))
        #expect(FilterNames.find("Coupe", in: glasses) == .unlisted(suggestions: ["Coupe Glass"]))
        #expect(FilterNames.find("Bucket", in: glasses) == .unlisted(suggestions: []))
    }
}
