#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The names TheCocktailDB lists: categories, glasses, ingredients, alcohol contents.
public enum CocktailNameList: String, Sendable, CaseIterable {
    case categories = "c"
    case glasses = "g"
    case ingredients = "i"
    case alcoholic = "a"

    /// The field each entry of the list names itself by.
    var field: String {
        switch self {
        case .categories: "strCategory"
        case .glasses: "strGlass"
        case .ingredients: "strIngredient1"
        case .alcoholic: "strAlcoholic"
        }
    }
}
