#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics

public enum ShoppingError: UserFacing, Equatable, Sendable {
    case badReference(String)
}

extension ShoppingError {
    public var userMessage: UserFacingError {
        switch self {
        case .badReference(let text):
            UserFacingError("'\(UserFacingError.clean(text))' is not catalog:id-or-name (for example dessert:52917 or cocktail:margarita).",
                            status: .usage)
        }
    }
}
