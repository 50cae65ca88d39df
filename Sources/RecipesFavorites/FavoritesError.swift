#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics

/// Why a favorites command could not do what was asked.
public enum FavoritesError: UserFacing, Equatable, Sendable {
    case notAFavorite(query: String)
    case ambiguous(query: String, candidates: [String])
    case emptyNote
    case notAnExport(path: String, reason: String)
}

extension FavoritesError {
    public var userMessage: UserFacingError {
        switch self {
        case .notAFavorite(let query):
            UserFacingError("no favorite matches '\(UserFacingError.clean(query))'. Run 'recipes favorites' to see them.", status: .notFound)
        case .ambiguous(let query, let candidates):
            UserFacingError("'\(UserFacingError.clean(query))' matches several favorites: \(UserFacingError.list(candidates)). Use catalog/id.",
                            status: .notFound)
        case .emptyNote:
            UserFacingError("a note needs some text; use --clear to remove one.", status: .usage)
        case .notAnExport(let path, let reason):
            UserFacingError("\(path) is not a recipes favorites export (\(reason)). Nothing was imported.", status: .invalidData)
        }
    }
}
