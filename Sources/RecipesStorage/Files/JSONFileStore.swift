import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document decoded in one pass over the bytes, its version checked first.
private struct Versioned<Content: Decodable>: Decodable {
    let content: Content

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        let version = try container.decode(Int.self, forKey: AnyKey(stringValue: "schemaVersion"))
        guard version <= (decoder.userInfo[.newestVersion] as? Int ?? Int.max) else { throw DocumentProblem.newerVersion(version) }
        content = try Content(from: decoder)
    }

    static func decode(_ data: Data, newest: Int, decoder: JSONDecoder) throws -> Content {
        decoder.userInfo[.newestVersion] = newest
        return try decoder.decode(Self.self, from: data).content
    }
}

extension VersionedDocument {
    public static func read(from data: Data, decoder: JSONDecoder) throws -> Self {
        try Versioned<Self>.decode(data, newest: currentVersion, decoder: decoder)
    }
}

private extension CodingUserInfoKey {
    static let newestVersion = CodingUserInfoKey(rawValue: "newestVersion")!
}

/// A list file's entries being changed one by one, the others kept as the bytes they were
/// (`JSONFileStore.update(spliced:empty:_:)`).
package protocol SplicedListEdit {
    /// Entries the file held that this build could not read: kept aside by the store, never written back.
    var unreadable: [UnreadableEntry] { get set }
    /// The new file, without the entries in `unreadable`.
    func spliced() throws -> SplicedBytes
    /// Told under the lock, once the new file is in place (favorites.json then writes its index).
    func didWrite(to file: URL)
}

extension SplicedListEdit {
    package func didWrite(to file: URL) {}
}

/// One JSON file holding one document (favorites, the cart), written atomically and durably, every
/// read-modify-write under an exclusive lock. A corrupt file is refused for reading and, before a
/// write starts afresh, moved aside with its bytes intact. A file from a newer version is refused,
/// never rewritten.
public struct JSONFileStore<Document: VersionedDocument>: Sendable {
    public let file: URL
    private let lock: FileLock
    private let now: @Sendable () -> Date
    private let warn: @Sendable (String) -> Void
    /// What the document's decoder is told (favorites: each catalog's recipe type).
    private var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    public init(
        file: URL, lockTimeout: Double = 10, now: @escaping @Sendable () -> Date = Date.init,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.file = file
        self.lock = FileLock(path: file.path + ".lock", timeout: lockTimeout)
        self.now = now
        self.warn = warn
    }

    /// The same store, its document decoded with `userInfo` added.
    public func decoding(with userInfo: [CodingUserInfoKey: any Sendable]) -> Self {
        var store = self
        store.userInfo.merge(userInfo) { $1 }
        return store
    }

    /// The decoder every read of this file uses.
    public var decoder: JSONDecoder {
        let decoder = Self.decoder
        decoder.userInfo.merge(userInfo) { $1 }
        return decoder
    }

    /// Another file read the way this one is (an export being imported).
    public func reading(_ other: URL) -> Self {
        JSONFileStore(file: other, lockTimeout: lock.timeout, now: now, warn: warn).decoding(with: userInfo)
    }

    /// The document, or `empty` when there is no file yet. Throws `StoreError` for a corrupt or newer file.
    public func read() throws -> Document {
        guard let data = try bytes() else { return Document.empty }
        return try decode(data)
    }

    /// `read()` for showing: when entries of the file could not be read, one warning says they are
    /// left out here and that the next change keeps them in a file of their own.
    public func readWarningOfUnreadable() throws -> Document {
        let document = try read()
        UnreadableEntry.leftOutWarning(document.unreadable, file: file.lastPathComponent).map(warn)
        return document
    }

    /// The file's bytes through `transform`, or nil when there is no file. A `DocumentProblem` it
    /// throws is reported as this file's.
    package func read<Value>(_ transform: (Data) throws -> Value) throws -> Value? {
        guard let data = try bytes() else { return nil }
        return try judged { try transform(data) }
    }

    /// The file read a piece at a time through `transform` (`FileSource`), or nil when there is no
    /// file. A `DocumentProblem` it throws is reported as this file's; a file that changed while it
    /// was read is read again.
    package func read<Value>(source transform: (FileSource) throws -> Value) throws -> Value? {
        try reporting { try FileSource.reading(file) { source in try judged { try transform(source) } } }
    }

    /// The document's bytes. A value its type refuses to write (a cart price outside what a reading
    /// takes) fails the write as one, one line and exit 73, and the file stays as it was.
    private func encoded(_ document: Document) throws -> Data {
        do {
            return try Self.encoder.encode(document) + Data([0x0A])
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else {
                throw FileError.cannotWrite(path: file.path, reason: "it could not be encoded")
            }
            throw FileError.cannotWrite(path: file.path, reason: "it would hold a value no reading takes (\(context.debugDescription))")
        }
    }

    /// Reads, applies `change`, writes — all under the lock. The change may throw to abort: nothing is written.
    @discardableResult
    public func update<Result>(_ change: (inout Document) throws -> Result) throws -> Result {
        try readModifyWrite(current: { try bytes().map { try decode($0) } }, empty: Document.empty, unreadable: \.unreadable, change) {
            document in
            try AtomicFile.write(try encoded(document), to: file)
            // A spare (`AtomicFile.Spare`) holds the version before the last change, this one's included.
            AtomicFile.Spare.remove(AtomicFile.Spare.path(of: AtomicFile.resolvingSymlinks(file)))
        }
    }

    /// `update` for a list changed entry by entry (favorites.json): `read` makes the edit from the
    /// file's bytes (throwing `DocumentProblem` for a file it cannot use), `change` changes it, and
    /// the new file is the edit's `spliced()` bytes, the entries it did not touch copied as they
    /// were. The same lock, the same atomic write, corrupt files and unreadable entries kept the same way.
    @discardableResult
    package func update<Edit: SplicedListEdit, Result>(
        spliced read: (FileSource) throws -> Edit, empty: Edit,
        _ change: (inout Edit) throws -> Result
    ) throws -> Result {
        try readModifyWrite(current: { try self.read(source: read) }, empty: empty, unreadable: \.unreadable, change) { edit in
            try AtomicFile.write(try edit.spliced(), to: file)
            edit.didWrite(to: file)
        }
    }

    private func readModifyWrite<State, Result>(
        current: () throws -> State?, empty: State, unreadable: WritableKeyPath<State, [UnreadableEntry]>,
        _ change: (inout State) throws -> Result, write: (State) throws -> Void
    ) throws -> Result {
        try AtomicFile.createFolder(file.deletingLastPathComponent())
        return try lock.withLock {
            AtomicFile.removeStaleTemporaries(of: file, now: now())
            var (state, corruption) = try currentForWriting(current, empty: empty)
            let result: Result
            do {
                result = try change(&state)
            } catch  where corruption != nil {
                // A corrupt file is moved aside only for a change that goes ahead. One that gives up
                // on the empty start (remove, note: nothing there to change) leaves the file as it
                // is, and the reason is the corruption, not "no such entry" in a file it never read.
                throw StoreError.corrupt(path: file.path, reason: corruption ?? "")
            }
            if let corruption { try setAsideCorrupt(reason: corruption) }
            let keptAside = try keepAside(&state[keyPath: unreadable])
            try write(state)
            keptAside.map(warn) // only once the others really are saved
            return result
        }
    }

    /// A change that must happen only if something else does (checkout: the cart gives up its lines
    /// only when the order went through). Under the lock, `body` gets the document as it is now and
    /// `stage`, which writes a new document beside the file, synced, without putting it in place:
    /// a full disk, a read-only folder or a file too large fails there, before anything
    /// irreversible. `body` then does its work and commits the staged file (or not) before it
    /// returns; the lock is held throughout, so no other process changes the file in between.
    /// Entries the file held that could not be read are kept aside only by the commit.
    public func transaction<Result>(
        _ body: (_ current: Document, _ stage: (Document) throws -> StagedDocument) async throws -> Result
    ) async throws -> Result {
        try AtomicFile.createFolder(file.deletingLastPathComponent())
        return try await lock.withLock {
            AtomicFile.removeStaleTemporaries(of: file, now: now())
            let current = try read()
            return try await body(current) { document in
                let staged = try AtomicFile.stage(try encoded(document), for: file)
                let unreadable = document.unreadable
                return StagedDocument(
                    staged: staged,
                    keepAside: {
                        var entries = unreadable
                        return try keepAside(&entries)
                    }, warn: warn)
            }
        }
    }

    /// The document to change, or an empty one and why the file is corrupt (it is set aside only
    /// once the change goes ahead).
    private func currentForWriting<State>(_ current: () throws -> State?, empty: State) throws -> (State, corruption: String?) {
        do {
            return (try current() ?? empty, nil)
        } catch StoreError.corrupt(_, let reason) {
            return (empty, reason)
        }
    }

    private func setAsideCorrupt(reason: String) throws {
        let aside = try moveAside()
        warn(
            "warning: \(file.lastPathComponent) was corrupt (\(reason)); its bytes are kept in \(ShellQuote.quote(aside.path)) and a new one is started. "
                + "To go back to it: mv \(ShellQuote.quote(aside.path)) \(ShellQuote.quote(file.path))")
    }

    /// Entries that could not be read go to a file of their own, written before the store so
    /// they are never lost. Returns the warning that says how to bring them back, for once the
    /// store is written.
    private func keepAside(_ unreadable: inout [UnreadableEntry]) throws -> String? {
        guard !unreadable.isEmpty else { return nil }
        let aside = asidePath(kind: "unreadable")
        // Each entry's own bytes, spliced in as they were: no decoder could hold some of them.
        var kept = Data("{\n  \"\(Document.entriesKey)\" : [\n".utf8)
        for (index, entry) in unreadable.enumerated() {
            kept += Data((index == 0 ? "    " : ",\n    ").utf8) + entry.bytes
        }
        kept += Data("\n  ],\n  \"schemaVersion\" : \(Document.currentVersion)\n}\n".utf8)
        try AtomicFile.write(kept, to: aside)
        let which = unreadable.map(\.reason).joined(separator: "; ")
        let count = unreadable.count == 1 ? "1 entry" : "\(unreadable.count) entries"
        let hint = Document.restoreHint(aside: aside.path)
        defer { unreadable = [] }
        return
            "warning: \(file.lastPathComponent): \(count) could not be read (\(which)) and \(unreadable.count == 1 ? "is" : "are") kept in \(ShellQuote.quote(aside.path)); "
            + "the others are saved. \(hint.prefix(1).uppercased())\(hint.dropFirst())"
    }

    private func bytes() throws -> Data? {
        // Copied, never mapped: another program rewriting the file in place would kill a reader
        // of a mapping with SIGBUS (`FileContents`).
        try reporting { try FileContents.read(file) }
    }

    /// A reading of the file, its failure said of this file.
    private func reporting<Value>(_ read: () throws -> Value?) throws -> Value? {
        do {
            return try read()
        } catch FileError.cannotRead(_, let reason) {
            // A folder in the path that is a file (RECIPES_HOME pointing at one) is not "no favorites yet".
            if let blocker = AtomicFile.fileInPlaceOfFolder(file.deletingLastPathComponent()) {
                throw FileError.cannotRead(path: file.path, reason: "\(blocker) is a file, not a folder")
            }
            throw FileError.cannotRead(path: file.path, reason: reason)
        }
    }

    private func decode(_ data: Data) throws -> Document {
        try judged { try Document.read(from: data, decoder: decoder) }
    }

    /// Why the bytes cannot be used, said of this file.
    private func judged<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch DocumentProblem.newerVersion(let version) {
            throw StoreError.newerVersion(path: file.path, version: version)
        } catch DocumentProblem.corrupt(let reason) {
            throw StoreError.corrupt(path: file.path, reason: reason)
        } catch let error as DecodingError {
            throw StoreError.corrupt(path: file.path, reason: JSONProblem.describe(error))
        }
    }

    private func moveAside() throws -> URL {
        let aside = asidePath(kind: "corrupt")
        guard rename(file.path, aside.path) == 0 else { throw AtomicFile.failure(aside.path) }
        return aside
    }

    /// `favorites.json.corrupt-20261122T101500Z` (then `-2`, `-3`...): a name no other file has.
    private func asidePath(kind: String) -> URL {
        let stem = "\(file.path).\(kind)-\(UTCDate.compact(now()))"
        var aside = URL(fileURLWithPath: stem)
        var counter = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            counter += 1
            aside = URL(fileURLWithPath: "\(stem)-\(counter)")
        }
        return aside
    }

    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    package static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
