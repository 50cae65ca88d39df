import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public enum PantryError: UserFacing, Equatable, Sendable {
    /// A name given on the command line that cannot be an item (`PantryItem.problem(with:)`).
    case badName(String, problem: String)
    case notInPantry([String])
    case full(limit: Int)
    /// `can-make` with nothing on the shelf.
    case empty
}

extension PantryError {
    public var userMessage: UserFacingError {
        switch self {
        case .badName(let name, let problem):
            UserFacingError("'\(UserFacingError.clean(name))' cannot go in the pantry: it is \(problem).", status: .usage)
        case .notInPantry(let names):
            UserFacingError(
                "\(names.map { "'\(UserFacingError.clean($0))'" }.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") not in the pantry; "
                    + "nothing was changed. See what is with 'recipes pantry list'.", status: .notFound)
        case .full(let limit):
            UserFacingError(
                "the pantry holds at most \(limit) items; nothing was changed. Remove some with 'recipes pantry remove NAME'.",
                status: .usage)
        case .empty:
            UserFacingError(
                "the pantry is empty, so nothing can be made; put what you have on the shelf with "
                    + "'recipes pantry add Tequila \"Lime juice\"'.", status: .notFound)
        }
    }
}
