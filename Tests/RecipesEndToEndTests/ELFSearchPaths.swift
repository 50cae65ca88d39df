import Foundation

/// The library search paths an ELF executable names for the dynamic loader (DT_RPATH and
/// DT_RUNPATH), read from its dynamic section: no binutils needed. 64-bit little-endian only,
/// which is every Linux the tool is built for.
enum ELFSearchPaths {
    struct NotELF: Error, CustomStringConvertible {
        let description: String
    }

    /// Each entry of every DT_RPATH and DT_RUNPATH, in order; nil when the file has no dynamic section.
    static func of(_ file: URL) throws -> [String]? {
        let bytes = try Data(contentsOf: file, options: .alwaysMapped)
        guard bytes.count > 0x40, bytes.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]) else {
            throw NotELF(description: "\(file.path) is not ELF")
        }
        guard bytes[4] == 2, bytes[5] == 1 else { throw NotELF(description: "\(file.path) is not 64-bit little-endian ELF") }
        func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) throws -> T {
            guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { throw NotELF(description: "\(file.path) is truncated") }
            return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
        }
        let sectionTable = Int(try integer(UInt64.self, at: 0x28))
        let sectionSize = Int(try integer(UInt16.self, at: 0x3A))
        let sectionCount = Int(try integer(UInt16.self, at: 0x3C))
        /// (type, file offset, size, link) of section `index`.
        func section(_ index: Int) throws -> (type: UInt32, offset: Int, size: Int, link: Int) {
            let header = sectionTable + index * sectionSize
            return (
                try integer(UInt32.self, at: header + 0x04), Int(try integer(UInt64.self, at: header + 0x18)),
                Int(try integer(UInt64.self, at: header + 0x20)), Int(try integer(UInt32.self, at: header + 0x28))
            )
        }
        let shtDynamic: UInt32 = 6
        let dtNull: Int64 = 0
        let dtRPath: Int64 = 15
        let dtRunPath: Int64 = 29
        guard let dynamic = try (0..<sectionCount).lazy.map(section).first(where: { $0.type == shtDynamic }) else { return nil }
        let strings = try section(dynamic.link)
        var paths: [String] = []
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            let tag = try integer(Int64.self, at: entry)
            if tag == dtNull { break }
            guard tag == dtRPath || tag == dtRunPath else { continue }
            let start = strings.offset + Int(try integer(UInt64.self, at: entry + 8))
            guard start < strings.offset + strings.size, let end = bytes[start...].firstIndex(of: 0) else {
                throw NotELF(description: "\(file.path): a search path runs off its table")
            }
            paths += String(decoding: bytes[start..<end], as: UTF8.self).split(separator: ":", omittingEmptySubsequences: false).map(
                String.init)
        }
        return paths
    }
}
