import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public enum CartError: UserFacing, Equatable, Sendable {
    case noSuchLine(Int, count: Int)
    case alreadyOnPizza(pizza: String, ingredient: String)
    case notOnPizza(pizza: String, ingredient: String)
    case emptyPizza
    case badQuantity(Int)
    case tooManyIngredients(pizza: String, count: Int, limit: Int)
    case drinkNotEditable(String)
    case nothingLeft(pizza: String)
    case mergedQuantity(name: String, number: Int, inCart: Int, adding: Int, limit: Int)
    /// The line browse showed is no longer in the cart: another process removed or ordered it.
    case lineGone
}

extension CartError {
    public var userMessage: UserFacingError {
        switch self {
        case .noSuchLine(let number, let count):
            UserFacingError(
                count == 0
                    ? "the cart is empty; there is no line \(number)." : "the cart has no line \(number); its lines are 1 to \(count).",
                status: .notFound)
        case .alreadyOnPizza(let pizza, let ingredient):
            UserFacingError("\(UserFacingError.clean(pizza)) already has \(UserFacingError.clean(ingredient)).", status: .usage)
        case .notOnPizza(let pizza, let ingredient):
            UserFacingError("\(UserFacingError.clean(pizza)) has no \(UserFacingError.clean(ingredient)) to remove.", status: .usage)
        case .emptyPizza:
            UserFacingError("a pizza needs at least one --ingredient.", status: .usage)
        case .badQuantity(let quantity):
            UserFacingError("--quantity must be 1 to 99, not \(quantity).", status: .usage)
        case .tooManyIngredients(let pizza, let count, let limit):
            UserFacingError(
                "\(UserFacingError.clean(pizza)) would have \(count) ingredients; a pizza in the cart has at most \(limit).", status: .usage
            )
        case .drinkNotEditable(let name):
            UserFacingError(
                "\(UserFacingError.clean(name)) is a drink: only pizzas have ingredients to edit; "
                    + "change how many with 'recipes cart set N --quantity Q'.", status: .usage)
        case .nothingLeft(let pizza):
            UserFacingError(
                "that would leave \(UserFacingError.clean(pizza)) with no ingredients; a pizza needs at least one.", status: .usage)
        case .mergedQuantity(let name, let number, let inCart, let adding, let limit):
            UserFacingError(
                "line \(number) already has \(inCart) × \(UserFacingError.clean(name)); \(adding) more would make \(inCart + adding), "
                    + "and a line holds at most \(limit).", status: .usage)
        case .lineGone:
            UserFacingError(
                "that line is no longer in the cart (another recipes process changed it); nothing was changed. "
                    + "The cart is shown again as it is now.", status: .notFound)
        }
    }
}
