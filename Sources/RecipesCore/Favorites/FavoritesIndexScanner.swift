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

/// Reads the summaries (catalog, id, name, note) out of favorites.json without parsing the stored
/// recipes: their values are skipped byte by byte, which is several times faster than building
/// them. Anything unexpected returns nil, and the caller falls back to JSONDecoder, which reports
/// a corrupt file properly. This is why listing 5,000 favorites costs little more than 100.
enum FavoritesIndexScanner {
    struct Result {
        let schemaVersion: Int
        let favorites: [FavoriteSummary]
    }

    static func scan(_ data: Data) -> Result? {
        data.withUnsafeBytes { buffer -> Result? in
            var scanner = Scanner(bytes: buffer.bindMemory(to: UInt8.self))
            return scanner.document()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func document() -> Result? {
            var version: Int?
            var favorites: [FavoriteSummary]?
            let complete = object { key, scanner in
                switch key {
                case "schemaVersion": version = scanner.integer(); return version != nil
                case "favorites": favorites = scanner.summaries(); return favorites != nil
                default: return scanner.skipValue()
                }
            }
            skipWhitespace()
            guard complete, position == bytes.count, let version, let favorites else { return nil }
            return Result(schemaVersion: version, favorites: favorites)
        }

        mutating func summaries() -> [FavoriteSummary]? {
            var list: [FavoriteSummary] = []
            let complete = array { scanner in
                var catalog: String?, id: String?, name: String?, note: String?
                let ok = scanner.object { key, scanner in
                    switch key {
                    case "catalog": catalog = scanner.string(); return catalog != nil
                    case "id": id = scanner.string(); return id != nil
                    case "name": name = scanner.string(); return name != nil
                    case "note":
                        if scanner.literal("null") { note = nil; return true }
                        note = scanner.string()
                        return note != nil
                    default: return scanner.skipValue()
                    }
                }
                guard ok, let catalog, let id, let name else { return false }
                list.append(FavoriteSummary(catalog: CatalogName(rawValue: catalog), id: id, name: name, note: note))
                return true
            }
            return complete ? list : nil
        }

        // MARK: - Structure

        /// `{ "key": value, ... }`, calling `member` for each key with the scanner at its value.
        mutating func object(_ member: (String, inout Scanner) -> Bool) -> Bool {
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return true }
            while true {
                skipWhitespace()
                guard let key = string() else { return false }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipWhitespace()
                guard member(key, &self) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "}"))
            }
        }

        mutating func array(_ element: (inout Scanner) -> Bool) -> Bool {
            skipWhitespace()
            guard take(UInt8(ascii: "[")) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return true }
            while true {
                skipWhitespace()
                guard element(&self) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "]"))
            }
        }

        /// Any JSON value, without building it. Strings are walked for escapes; structure is counted.
        mutating func skipValue() -> Bool {
            skipWhitespace()
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while position < bytes.count {
                    switch bytes[position] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { position += 1; return true }
                    default: break
                    }
                    position += 1
                }
                return false
            default:
                let start = position
                while position < bytes.count, !isDelimiter(bytes[position]) { position += 1 }
                return position > start
            }
        }

        /// Jumps from quote to quote with memchr (stored instructions are most of the file); a quote
        /// after an odd run of backslashes is escaped and does not end the string.
        mutating func skipString() -> Bool {
            guard take(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return false }
            while position < bytes.count {
                guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), bytes.count - position) else { return false }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while quote - backslashes - 1 >= position, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                position = quote + 1
                if backslashes % 2 == 0 { return true }
            }
            return false
        }

        // MARK: - Values

        mutating func integer() -> Int? {
            let start = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
            guard position > start, position - start < 19 else { return nil }
            return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for index in 0..<count where bytes[position + index] != word.utf8Start[index] { return false }
            position += count
            return true
        }

        /// A JSON string, unescaped. nil for anything malformed.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = position
            var plain = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    return plain ? String(decoding: raw, as: UTF8.self) : Self.unescape(raw)
                }
                if byte == UInt8(ascii: "\\") { plain = false; position += 2; continue }
                if byte < 0x20 { return nil }
                position += 1
            }
            return nil
        }

        static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
            var scalars = String.UnicodeScalarView()
            var utf8: [UInt8] = []
            var index = 0
            func flush() {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
            func hex(_ at: Int) -> UInt32? {
                guard at + 4 <= raw.count else { return nil }
                return UInt32(String(decoding: UnsafeBufferPointer(rebasing: raw[at..<at + 4]), as: UTF8.self), radix: 16)
            }
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else { utf8.append(byte); index += 1; continue }
                guard index + 1 < raw.count else { return nil }
                flush()
                let escape = raw[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard var value = hex(index) else { return nil }
                    index += 4
                    if (0xD800...0xDBFF).contains(value) {
                        guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                              let low = hex(index + 2), (0xDC00...0xDFFF).contains(low) else { return nil }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                    guard let scalar = Unicode.Scalar(value) else { return nil }
                    scalars.append(scalar)
                default:
                    return nil
                }
            }
            flush()
            return String(scalars)
        }

        // MARK: - Bytes

        mutating func skipWhitespace() {
            while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        }

        static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || Self.isWhitespace(byte)
        }
    }
}
