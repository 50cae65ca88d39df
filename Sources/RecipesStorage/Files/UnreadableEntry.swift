#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An entry of a stored list that could not be read: why (with where), and its JSON text.
public struct UnreadableEntry: Sendable, Equatable {
    public let reason: String
    /// The entry exactly as the file had it, when the reader kept its bytes (so even what no
    /// decoder can hold, a lone surrogate or a key given twice, is written out as it was);
    /// otherwise its value written out again.
    public let bytes: Data

    package init(reason: String, bytes: Data) {
        self.reason = reason
        self.bytes = bytes
    }

    package init(reason: String, json: JSONValue) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A JSONValue read from JSON holds nothing JSON cannot say, so this never fails.
        self.init(reason: reason, bytes: (try? encoder.encode(json)) ?? Data("null".utf8))
    }
}

extension UnreadableEntry {
    /// The warning for entries a read leaves out of `file`; the next change keeps them aside (`JSONFileStore`).
    package static func leftOutWarning(_ unreadable: [UnreadableEntry], file: String) -> String? {
        guard !unreadable.isEmpty else { return nil }
        let one = unreadable.count == 1
        return
            "warning: \(file): \(one ? "1 entry" : "\(unreadable.count) entries") could not be read "
            + "(\(unreadable.map(\.reason).joined(separator: "; "))) and \(one ? "is" : "are") left out; "
            + "the next change keeps \(one ? "it" : "them") in a file of \(one ? "its" : "their") own"
    }
}
