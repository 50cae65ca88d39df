import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A store file `{"schemaVersion": n, "<list>": [entry, ...]}` read the one way every command reads
/// it, so a listing, `--json` and a change never disagree about which entries there are. A strict
/// scan finds each entry's bytes and anything in them no decoder would read as written (a key given
/// twice, bytes that are not UTF-8, a lone surrogate); JSONDecoder judges each entry alone. Such a
/// problem outside the entries — the list or `schemaVersion` given twice — makes the whole file
/// corrupt; inside one, only that entry is unreadable, and it is kept aside byte for byte.
/// favorites.json, cart.json and pantry.json are read this way (`ListDocument`).
package enum JSONListFile {
    package typealias Entry = JSONListDocument.Entry

    /// The list's entries, once the file as a whole is judged usable: JSON, version `newest` or an
    /// older one, one `schemaVersion`, one `list`, and nothing doubtful outside it. Throws `DocumentProblem`.
    package static func entries(_ data: Data, list: String, newest: Int, readEntry: (inout StrictJSONScanner) -> Bool) throws -> [Entry] {
        try versionedEntries(data, list: list, newest: newest, readEntry: readEntry).entries
    }

    /// `entries`, with the file's `schemaVersion`: a writer that splices entries back as they were
    /// (`SplicedBytes`) does so only in a file of the version it writes.
    package static func versionedEntries(
        _ data: Data, list: String, newest: Int,
        readEntry: (inout StrictJSONScanner) -> Bool
    ) throws -> (version: Int, entries: [Entry]) {
        let scanned = data.withUnsafeBytes { buffer in
            JSONListDocument.scan(buffer.bindMemory(to: UInt8.self), list: list, readEntry: readEntry)
        }
        guard let scanned else { throw DocumentProblem.corrupt("not valid JSON") }
        guard scanned.isObject else { throw DocumentProblem.corrupt("unexpected type at the top level") }
        guard let versions = scanned.members["schemaVersion"] else { throw DocumentProblem.corrupt("missing schemaVersion") }
        guard versions.count == 1 else {
            throw DocumentProblem.corrupt(JSONDoubt(.duplicateKey, path: [AnyKey(stringValue: "schemaVersion")]).describe())
        }
        let version = try self.version(data.slice(versions[0]))
        guard version <= newest else { throw DocumentProblem.newerVersion(version) }
        if let doubt = scanned.doubt { throw DocumentProblem.corrupt(doubt.describe()) }
        guard scanned.members[list] != nil else { throw DocumentProblem.corrupt("missing \(list)") }
        guard let entries = scanned.entries else { throw DocumentProblem.corrupt("unexpected type at \(list)") }
        return (version, entries)
    }

    /// `versionedEntries` of a file read a piece at a time (`JSONListStream`), with the same
    /// judgement; nil for a file not in the plain shape the stream reads, which the caller reads
    /// whole. `scanned` gets each entry with its bytes, which last only for the call.
    package static func versionedEntries(
        _ source: FileSource, list: String, newest: Int, readEntry: (Int, inout StrictJSONScanner) -> Bool,
        scanned: (Int, Entry, UnsafeBufferPointer<UInt8>) -> Void
    ) throws -> (version: Int, entries: [Entry])? {
        guard let streamed = try JSONListStream.scan(source, list: list, readEntry: readEntry, scanned: scanned) else { return nil }
        let version = try self.version(streamed.schemaVersion)
        guard version <= newest else { throw DocumentProblem.newerVersion(version) }
        return (version, streamed.entries)
    }

    /// Every entry checked and none read, for a reader that decodes each.
    package static func entries(_ data: Data, list: String, newest: Int) throws -> [Entry] {
        try entries(data, list: list, newest: newest) { scanner in scanner.skipValue() }
    }

    /// A plain integer is read here; anything else (`1.0`, a string) is JSONDecoder's to judge. A
    /// plain integer too long for an `Int` is a version newer than any (`Int.max`), refused and never
    /// rewritten like any newer one, not a corrupt file to move aside.
    private static func version(_ bytes: Data) throws -> Int {
        let digits = bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        if digits, bytes.count > 18, bytes.first != UInt8(ascii: "0") { return Int.max }
        if (1...18).contains(bytes.count), digits, bytes.count == 1 || bytes.first != UInt8(ascii: "0") {
            return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        do {
            return try JSONDecoder().decode(Int.self, from: bytes)
        } catch let error as DecodingError {
            throw DocumentProblem.corrupt(JSONProblem.describe(error, under: [AnyKey(stringValue: "schemaVersion")]))
        }
    }

    /// Adds the entry to `elements`, decoded alone as an `Element`; or, when it holds a doubt or
    /// does not decode, to `unreadable` as the bytes it was, with why.
    package static func decode<Element: Decodable>(
        _ entry: Entry, at index: Int, of list: String, in data: Data,
        decoder: JSONDecoder, into elements: inout [Element],
        unreadable: inout [UnreadableEntry]
    ) {
        decode(data.slice(entry.bytes), doubt: entry.doubt, at: index, of: list, decoder: decoder, into: &elements, unreadable: &unreadable)
    }

    /// `decode` of an entry's own bytes.
    package static func decode<Element: Decodable>(
        _ bytes: Data, doubt: JSONDoubt?, at index: Int, of list: String, decoder: JSONDecoder,
        into elements: inout [Element], unreadable: inout [UnreadableEntry]
    ) {
        let path = [AnyKey(stringValue: list), AnyKey(intValue: index)]
        if let doubt {
            unreadable.append(UnreadableEntry(reason: doubt.describe(under: path), bytes: bytes))
            return
        }
        do {
            elements.append(try decoder.decode(Element.self, from: bytes))
        } catch {
            let reason =
                (error as? DecodingError).map { JSONProblem.describe($0, under: path) } ?? "unexpected JSON at \(JSONProblem.path(path))"
            unreadable.append(UnreadableEntry(reason: reason, bytes: bytes))
        }
    }
}

extension Data {
    /// The bytes at offsets `range` from the start, as a Data of their own.
    package func slice(_ range: Range<Int>) -> Data {
        subdata(in: startIndex + range.lowerBound..<startIndex + range.upperBound)
    }
}
