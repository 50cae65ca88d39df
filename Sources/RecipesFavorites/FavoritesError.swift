import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a favorites command could not do what was asked.
public enum FavoritesError: UserFacing, Equatable, Sendable {
    case notAFavorite(query: String)
    case ambiguous(query: String, candidates: [String])
    case emptyNote
    case notAnExport(path: String, reason: String)
    /// `favorites export --output` aimed at a file holding the other format, without `--force`.
    case wouldReplaceExport(path: String, holds: ExportFormat, writing: ExportFormat)
    /// Removing this favorite would remove what the person wrote, and they did not agree to that.
    case hasNote(name: String, key: String, note: String)
    /// The person answered no to removing a favorite with its note.
    case keptWithNote(name: String, key: String)
}

extension FavoritesError {
    public var userMessage: UserFacingError {
        switch self {
        case .notAFavorite(let query):
            UserFacingError(
                "no favorite matches '\(UserFacingError.clean(query))'. Run 'recipes favorites' to see them.", status: .notFound)
        case .ambiguous(let query, let candidates):
            UserFacingError(
                "'\(UserFacingError.clean(query))' matches several favorites: \(UserFacingError.list(candidates)). Use catalog/id.",
                status: .notFound)
        case .emptyNote:
            UserFacingError("a note needs some text; use --clear to remove one.", status: .usage)
        case .notAnExport(let path, let reason):
            UserFacingError("\(path) is not a recipes favorites export (\(reason)). Nothing was imported.", status: .invalidData)
        case .wouldReplaceExport(let path, let holds, let writing):
            UserFacingError(
                "\(UserFacingError.clean(path)) holds \(holds.title); writing a \(writing.rawValue == "json" ? "JSON" : "Markdown") export would replace it. "
                    + "Nothing was written: use --format \(holds.rawValue), another file, or --force.", status: .usage)
        case .hasNote(let name, let key, _):
            UserFacingError(
                "\(UserFacingError.clean(name)) (\(UserFacingError.clean(key))) has a note, which removing it would lose; "
                    + "pass --yes to remove it with its note. Nothing was removed.", status: .usage)
        case .keptWithNote(let name, let key):
            UserFacingError(
                "kept \(UserFacingError.clean(name)) (\(UserFacingError.clean(key))) and its note; nothing was removed.", status: .notFound)
        }
    }
}

extension ExportFormat {
    /// What a file of this format holds, as the refusal says it.
    var title: String { self == .json ? "JSON" : "text" }
}
