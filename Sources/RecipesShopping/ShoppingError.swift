import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public enum ShoppingError: UserFacing, Equatable, Sendable {
    case badReference(String)
    /// `--scale` that is not a number from 0.001 to 100.
    case badScale(String)
    /// `catalog:name=count` whose count is not a number from 0.001 to 100.
    case badCount(String)
    /// `--favorites` with no favorite kept.
    case noFavorites
}

extension ShoppingError {
    public var userMessage: UserFacingError {
        switch self {
        case .badReference(let text):
            UserFacingError(
                "'\(UserFacingError.clean(text))' is not catalog:id-or-name (for example dessert:52917 or cocktail:margarita).",
                status: .usage)
        case .badScale(let text):
            UserFacingError(
                "--scale takes a number from 0.001 to 100, such as 2, 0.5 or 1/3 (not '\(UserFacingError.clean(text))').",
                status: .usage)
        case .badCount(let text):
            UserFacingError(
                "'\(UserFacingError.clean(text))': the count after '=' takes a number from 0.001 to 100, such as 8 or 1/2.",
                status: .usage)
        case .noFavorites:
            UserFacingError(
                "there are no favorites to list: add some with 'recipes favorites add', or name recipes as catalog:id-or-name.",
                status: .notFound)
        }
    }
}
