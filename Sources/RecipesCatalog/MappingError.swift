import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A mapper met data it does not understand. `reason` is one short phrase for the user.
public struct MappingError: Error, Equatable, Sendable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
}

extension MappingError {
    /// `map`, refusing an answer whose recipe is not the one asked for (`id`): a lookup that answers
    /// another recipe (TheMealDB's `lookup.php?i=52768` holding 52893) is invalid data, never shown,
    /// cached or kept as a favorite's refresh under the id asked.
    public static func refusingOthers<Detail>(
        than id: RecipeID, _ map: @escaping @Sendable (Data, HTTPResponse) throws -> Detail?,
        id found: @escaping @Sendable (Detail) -> String
    ) -> @Sendable (Data, HTTPResponse) throws -> Detail? {
        { data, response in
            guard let detail = try map(data, response) else { return nil }
            let other = found(detail)
            // The services read ids as numbers: `052917` asks for 52917.
            func number(_ id: String) -> Substring { id.drop { $0 == "0" } }
            guard number(other) == number(id.rawValue) else { throw MappingError("the answer is for another recipe (id \(other))") }
            return detail
        }
    }
}
