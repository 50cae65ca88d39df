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

/// A list file (`{"schemaVersion": n, "<list>": [entry, ...]}`) scanned a piece at a time from a
/// `FileSource`, so memory holds a window of it, not the file: each entry is read by the same
/// strict scan as `JSONListDocument`'s, over the window, which grows only to hold the largest
/// entry. It reads only the plain shape every file this program writes has — an object of plain
/// ASCII keys, each once, the list an array, no trailing comma outside the entries, nothing doubtful
/// outside them — and answers nil for anything else, which the caller then reads whole
/// (`JSONListFile`), the one judge of every other file, with the same words as ever.
package enum JSONListStream {
    /// How much of the file one read brings in.
    package static let piece = 1 << 20

    /// The bytes of `schemaVersion`'s value and each entry, or nil (read the file whole).
    /// `readEntry` reads the entry at an index (it may be called again for the same index, with
    /// more of the file in view); `scanned` gets each entry once it is read, with its bytes, which
    /// last only for the call. `piece`: how much one read brings in (tests read the file a few bytes at a time).
    package static func scan(
        _ source: FileSource, list: String, piece: Int = piece, readEntry: (Int, inout StrictJSONScanner) -> Bool,
        scanned: (Int, JSONListDocument.Entry, UnsafeBufferPointer<UInt8>) -> Void
    ) throws -> (schemaVersion: Data, entries: [JSONListDocument.Entry])? {
        var window = Window(source: source, piece: piece)
        defer { window.release() }
        var position = 0
        if try window.byte(at: 0) == 0xEF, try window.byte(at: 1) == 0xBB, try window.byte(at: 2) == 0xBF { position = 3 }
        func skipWhitespace() throws {
            while let byte = try window.byte(at: position), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }
        func take(_ expected: UInt8) throws -> Bool {
            guard try window.byte(at: position) == expected else { return false }
            position += 1
            return true
        }
        /// A value from `position`, read strictly by `read`: where it ends and its doubt.
        func value(depth: Int, _ read: (inout StrictJSONScanner) -> Bool) throws -> (end: Int, doubt: JSONDoubt?)? {
            var wanted = max(1, piece / 16)
            while true {
                let view = try window.view(from: position, wanting: wanted)
                var scanner = StrictJSONScanner(bytes: view, depth: depth)
                // A value that ends where the bytes in view end may go on past them (a number).
                if read(&scanner), scanner.position < view.count || window.reachesEnd {
                    return (position + scanner.position, scanner.doubt)
                }
                guard !window.reachesEnd else { return nil }
                wanted = max(wanted, view.count) * 2
            }
        }

        try skipWhitespace()
        guard try take(UInt8(ascii: "{")) else { return nil }
        var keys = Set<String>()
        var schemaVersion: Data?
        var entries: [JSONListDocument.Entry]?
        while true {
            try skipWhitespace()
            guard try take(UInt8(ascii: "\"")) else { return nil }
            var key: [UInt8] = []
            while let byte = try window.byte(at: position), byte != UInt8(ascii: "\"") {
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
                key.append(byte)
                position += 1
            }
            guard try take(UInt8(ascii: "\"")) else { return nil }
            let name = String(decoding: key, as: UTF8.self)
            guard keys.insert(name).inserted else { return nil }
            try skipWhitespace()
            guard try take(UInt8(ascii: ":")) else { return nil }
            try skipWhitespace()
            if name == list {
                guard try take(UInt8(ascii: "[")) else { return nil }
                var read: [JSONListDocument.Entry] = []
                try skipWhitespace()
                if try !take(UInt8(ascii: "]")) {
                    while true {
                        let index = read.count
                        guard let (end, doubt) = try value(depth: 2, { readEntry(index, &$0) }) else { return nil }
                        let entry = JSONListDocument.Entry(bytes: position..<end, doubt: doubt)
                        scanned(index, entry, try window.view(of: entry.bytes))
                        read.append(entry)
                        position = end
                        try skipWhitespace()
                        if try take(UInt8(ascii: "]")) { break }
                        guard try take(UInt8(ascii: ",")) else { return nil }
                        try skipWhitespace()
                        if try window.byte(at: position) == UInt8(ascii: "]") { return nil } // a trailing comma: the whole reading judges it
                    }
                }
                entries = read
            } else {
                let start = position
                guard let (end, doubt) = try value(depth: 1, { $0.skipValue() }), doubt == nil else { return nil }
                if name == "schemaVersion" { schemaVersion = Data(try window.view(of: start..<end)) }
                position = end
            }
            try skipWhitespace()
            if try take(UInt8(ascii: "}")) { break }
            guard try take(UInt8(ascii: ",")) else { return nil }
            try skipWhitespace()
            if try window.byte(at: position) == UInt8(ascii: "}") { return nil }
        }
        try skipWhitespace()
        guard try window.byte(at: position) == nil, let schemaVersion, let entries else { return nil }
        return (schemaVersion, entries)
    }

    /// The part of the file in memory: bytes from `start`, `count` of them, in a buffer that is
    /// reused, and grows only for a value larger than it.
    private struct Window {
        let source: FileSource
        var buffer: UnsafeMutableRawBufferPointer
        var start = 0
        var count = 0

        init(source: FileSource, piece: Int) {
            self.source = source
            buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, piece), alignment: 16)
        }

        func release() { buffer.deallocate() }

        var reachesEnd: Bool { start + count >= source.size }

        /// The byte at `offset` (no earlier than the window's start), or nil past the end of the file.
        mutating func byte(at offset: Int) throws -> UInt8? {
            if offset >= start + count {
                guard offset < source.size else { return nil }
                try load(from: offset, wanting: 1)
            }
            return buffer[offset - start]
        }

        /// The bytes from `offset` to the end of the window, at least `wanting` of them unless the
        /// file ends first.
        mutating func view(from offset: Int, wanting: Int) throws -> UnsafeBufferPointer<UInt8> {
            if start + count < min(offset + wanting, source.size) { try load(from: offset, wanting: wanting) }
            return UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(offset - start)..<count])
        }

        /// Bytes already in the window.
        func view(of range: Range<Int>) throws -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(range.lowerBound - start)..<(range.upperBound - start)])
        }

        /// Drops what is before `offset`, then reads on until the buffer is full or the file ends.
        private mutating func load(from offset: Int, wanting: Int) throws {
            let kept = max(0, start + count - offset)
            if kept > 0, offset > start { memmove(buffer.baseAddress!, buffer.baseAddress! + (offset - start), kept) }
            start = offset
            count = kept
            if wanting > buffer.count {
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: max(wanting, buffer.count * 2), alignment: 16)
                larger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: count)
                buffer.deallocate()
                buffer = larger
            }
            let wanted = buffer.count - count
            let read = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]), at: start + count)
            count += read
            // Fewer bytes than asked, before the size the file had: it is shorter now.
            if read < wanted, start + count < source.size { throw FileSource.Changed() }
        }
    }
}
