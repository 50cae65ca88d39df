#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One of the lists `cocktail list` browses by.
public enum CocktailListFilter: Sendable, Equatable {
    case category(String)
    case glass(String)
    case alcoholic(Bool)

    /// The name a category or glass filter takes, and the list that holds such names.
    var listedValue: (String, CocktailNameList)? {
        switch self {
        case .category(let name): (name, .categories)
        case .glass(let name): (name, .glasses)
        case .alcoholic: nil
        }
    }

    /// The same filter with its name spelled as listed.
    func named(_ name: String) -> CocktailListFilter {
        switch self {
        case .category: .category(name)
        case .glass: .glass(name)
        case .alcoholic: self
        }
    }

    var query: (String, String) {
        switch self {
        case .category(let name): ("c", name)
        case .glass(let name): ("g", name)
        case .alcoholic(let alcoholic): ("a", alcoholic ? "Alcoholic" : "Non_Alcoholic")
        }
    }
}
