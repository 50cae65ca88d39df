#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decoding error in a few words a person can act on ("missing meals[0].idMeal", "not valid JSON"),
/// for answers and local files alike.
public enum JSONProblem {
    /// `prefix`: where the value decoded alone sat in its file (`favorites[1]`).
    public static func describe(_ error: DecodingError, under prefix: [any CodingKey] = []) -> String {
        func path(_ context: DecodingError.Context) -> String {
            Self.path(prefix + context.codingPath)
        }
        switch error {
        case .dataCorrupted(let context) where prefix.isEmpty && context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "unexpected value at \(path(context))"
        case .keyNotFound(let key, let context):
            let parent = path(context)
            return "missing \(parent == "the top level" ? key.stringValue : parent + "." + key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected type at \(path(context))"
        @unknown default:
            return "unexpected JSON"
        }
    }

    /// `favorites[1].recipe.name`, or "the top level".
    package static func path(_ codingPath: [any CodingKey]) -> String {
        let keys = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
    }
}
