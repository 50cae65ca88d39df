#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something valid JSON can hold that `JSONDecoder` would misread (a key given twice: it keeps
/// one and drops the other) or refuse outright (bytes that are not UTF-8, a lone UTF-16
/// surrogate): a value holding one cannot be decoded, nor written back, as it is.
package struct JSONDoubt: Sendable {
    package enum Kind: Sendable {
        case duplicateKey, invalidUTF8, loneSurrogate
        /// Nesting past JSONDecoder's limit (512 levels), which it refuses.
        case tooDeep
    }

    package let kind: Kind
    /// Where, from the value the scan of it started at: keys and indices.
    package var path: [AnyKey]

    package init(_ kind: Kind, path: [AnyKey] = []) {
        self.kind = kind
        self.path = path
    }

    /// "duplicate key at favorites[1].name", in the words `JSONProblem` uses.
    package func describe(under prefix: [AnyKey] = []) -> String {
        let what =
            switch kind {
            case .duplicateKey: "duplicate key"
            case .invalidUTF8: "invalid UTF-8"
            case .loneSurrogate: "lone surrogate"
            case .tooDeep: "nesting deeper than 512 levels"
            }
        guard kind == .tooDeep else { return "\(what) at \(JSONProblem.path(prefix + path))" }
        // Where it starts, by name: the keys down to the first index, at most eight of them, not
        // the hundreds of levels it goes down.
        let named = path.prefix { $0.intValue == nil }
        return "\(what) at \(JSONProblem.path(prefix + named.prefix(8)))\(named.count > 8 ? "…" : "")"
    }
}
