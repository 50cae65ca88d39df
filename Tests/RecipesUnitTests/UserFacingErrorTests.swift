import RecipesBasics
import RecipesCatalog
import RecipesDesserts
import RecipesFavorites
import RecipesPizza
import RecipesShopping
import RecipesStorage
import Testing

@Suite("User-facing errors")
struct UserFacingErrorTests {
    @Test("maps each core error to one line and its documented exit code", arguments: [
        (LoadError.unavailable(host: "h", reason: "connection refused") as any Error,
         "cannot reach h: connection refused. Check your connection, or try again later.", RecipesBasics.ExitStatus.unavailable),
        (LoadError.invalidData(host: "h", reason: "the answer is empty"), "invalid data from h: the answer is empty.", .invalidData),
        (CatalogError.notFound(catalog: .desserts, id: "1"), "no dessert with id 1.", .notFound),
        (CatalogError.notInCatalog(catalog: .desserts, id: "52977", name: "Corba", category: "Side"),
         "no dessert with id 52977: Corba is in category Side.", .notFound),
        (CancellationError(), "interrupted", .interrupted),
    ])
    func maps(error: any Error, message: String, status: RecipesBasics.ExitStatus) throws {
        let failure = try #require(UserFacingError(error))
        #expect(failure.message == message)
        #expect(failure.status == status)
        #expect(!failure.message.contains("\n"))
    }

    static let everyKind: [any Error] = [
        LoadError.notCached(maxAge: 3600), LoadError.notInSnapshot(resource: "x"),
        CatalogError.noMatch(catalog: .pizza, query: "q", suggestions: ["a"]), CatalogError.ambiguous(catalog: .pizza, query: "q", candidates: ["a", "b"]),
        CatalogError.unknownCatalog("x", known: ["desserts"]),
        FileError.cannotWrite(path: "/p", reason: "r"), FileError.cannotRead(path: "/p", reason: "r"),
        StoreError.corrupt(path: "/p", reason: "r"), StoreError.newerVersion(path: "/p", version: 9), StoreError.locked(path: "/p", seconds: 10),
        CartError.noSuchLine(3, count: 2), CartError.alreadyOnPizza(pizza: "p", ingredient: "i"), CartError.notOnPizza(pizza: "p", ingredient: "i"),
        CartError.emptyPizza, CartError.badQuantity(0),
        CheckoutError.emptyCart, CheckoutError.unavailable(["Coke"]), CheckoutError.needsConfirmation, CheckoutError.declined,
        CheckoutError.sampleMenu, CheckoutError.cartChanged, CheckoutError.rejected(host: "h", status: 400),
        CheckoutError.redirected(host: "h", status: 307), CheckoutError.unconfirmed(host: "h", reason: "r"), CheckoutError.echoMismatch(host: "h"),
        CheckoutError.unreachable(host: "h", reason: "r", maybeReceived: true), CheckoutError.placedButCartNotUpdated(path: "/p", reason: "r"),
        ShoppingError.badReference("x"),
        FavoritesError.notAFavorite(query: "q"), FavoritesError.ambiguous(query: "q", candidates: ["a"]), FavoritesError.emptyNote,
        FavoritesError.notAnExport(path: "/p", reason: "r"),
    ]

    @Test("every case of every core error is one sentence on one line (a statement or a did-you-mean question) with a documented exit code", arguments: everyKind)
    func everyCase(error: any Error) throws {
        let failure = try #require(UserFacingError(error))
        #expect(!failure.message.contains("\n") && [".", "?"].contains(failure.message.last), "\(failure.message)")
        #expect(failure.status != .success)
    }

    @Test("a checkout the shop refused with 5xx is unavailable, with 4xx invalid data")
    func checkoutStatus() {
        #expect(UserFacingError(CheckoutError.rejected(host: "h", status: 503))?.status == .unavailable)
        #expect(UserFacingError(CheckoutError.rejected(host: "h", status: 404))?.status == .invalidData)
    }

    @Test("leaves errors it does not know to the argument parser")
    func unknown() {
        struct Other: Error {}
        #expect(UserFacingError(Other()) == nil)
    }

    @Test("documents the conventional exit codes")
    func codes() {
        #expect(RecipesBasics.ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 69, 73, 75, 130])
    }
}
