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

    var query: (String, String) {
        switch self {
        case .category(let name): ("c", name)
        case .glass(let name): ("g", name)
        case .alcoholic(let alcoholic): ("a", alcoholic ? "Alcoholic" : "Non_Alcoholic")
        }
    }
}
