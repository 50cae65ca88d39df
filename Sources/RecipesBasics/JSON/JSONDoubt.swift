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
            }
        return "\(what) at \(JSONProblem.path(prefix + path))"
    }
}
