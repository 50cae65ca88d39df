#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decoding error in a few words a person can act on ("missing meals[0].idMeal", "not valid JSON"),
/// for answers and local files alike.
public enum JSONProblem {
    public static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "unexpected value at \(path(context))"
        case .keyNotFound(let key, let context):
            let prefix = path(context)
            return "missing \(prefix == "the top level" ? key.stringValue : prefix + "." + key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected type at \(path(context))"
        @unknown default:
            return "unexpected JSON"
        }
    }
}
