#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A document that knows its format version and what "empty" is.
public protocol VersionedDocument: Codable, Sendable {
    /// The newest format this build reads and writes.
    static var currentVersion: Int { get }
    static var empty: Self { get }
    /// Entries of its list that could not be read (none, unless the document salvages them).
    var unreadable: [UnreadableEntry] { get set }
    /// The key of that list, for the file unreadable entries are kept in.
    static var entriesKey: String { get }
    /// How a person brings entries kept in the file at `aside` back.
    static func restoreHint(aside: String) -> String
    /// The document from a file's bytes, its version checked before the rest is trusted. The
    /// default decodes them whole (`JSONFileStore`); favorites read theirs entry by entry. Throws
    /// `DocumentProblem` or `DecodingError`.
    static func read(from data: Data, decoder: JSONDecoder) throws -> Self
}

extension VersionedDocument {
    public var unreadable: [UnreadableEntry] {
        get { [] }
        set {}
    }

    public static var entriesKey: String { "entries" }

    public static func restoreHint(aside: String) -> String { "fix it there by hand" }
}
