import RecipesBasics
import RecipesCatalog
import RecipesCocktails
import RecipesDesserts

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A catalog whose recipes a person shows, opens, shares and draws at random: what the one generic
/// command group (`recipes desserts show`, `recipes cocktail show`, ...) and the actions on
/// `CompositionRoot` ask of it. A catalog with a recipe page conforms once, beside its registration.
public protocol RecipeShelf: Sendable {
    associatedtype Recipe: RecipeCardConvertible & Sendable

    static var catalog: CatalogName { get }
    /// This catalog in a run: thrown `CatalogError.unknownCatalog` when the registry has no such catalog.
    init(_ app: CompositionRoot) throws
    func detail(idOrName: String) async throws -> Loaded<Recipe>
    /// One recipe picked at random (from what is stored, offline).
    func random() async throws -> Loaded<Recipe>
    /// The address `open` opens and what it is ("source", "page", "video"); nil when the recipe has
    /// no link of the kind asked for.
    func link(of recipe: Recipe, video: Bool) -> (kind: String, url: URL)?
}

/// TheMealDB's desserts.
public struct DessertShelf: RecipeShelf {
    public static let catalog = DessertCatalog.registration.name
    let browser: CatalogBrowser<DessertCatalog>

    public init(_ app: CompositionRoot) throws { browser = try app.desserts }

    public func detail(idOrName: String) async throws -> Loaded<Dessert> { try await browser.detail(idOrName: idOrName) }
    public func random() async throws -> Loaded<Dessert> { try await browser.random() }
    public func link(of recipe: Dessert, video: Bool) -> (kind: String, url: URL)? { recipe.link(video: video) }
}

/// TheCocktailDB's drinks. A drink's only link is its page.
public struct CocktailShelf: RecipeShelf {
    public static let catalog = CocktailCatalog.registration.name
    let finder: CocktailFinder

    public init(_ app: CompositionRoot) throws { finder = try app.cocktails }

    public func detail(idOrName: String) async throws -> Loaded<Cocktail> { try await finder.browser.detail(idOrName: idOrName) }
    public func random() async throws -> Loaded<Cocktail> { try await finder.random() }
    public func link(of recipe: Cocktail, video: Bool) -> (kind: String, url: URL)? { video ? nil : ("page", recipe.pageURL) }
}
