#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The names TheMealDB lists: categories and areas.
public enum MealNameList: String, Sendable, CaseIterable {
    case categories = "c"
    case areas = "a"

    var field: String {
        switch self {
        case .categories: "strCategory"
        case .areas: "strArea"
        }
    }
}
