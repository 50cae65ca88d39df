import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file's new bytes, most of them ranges of the bytes it held: a change to one entry of a list
/// writes the others as they were instead of decoding and encoding them again (favorites.json at
/// 20,000 entries, 41 MiB: a note decoded and encoded all of it; now it copies two ranges). Nothing is
/// copied until the bytes are written.
package struct SplicedBytes {
    package enum Part {
        /// Bytes of `source`, at offsets from its start.
        case source(Range<Int>)
        case bytes(Data)
    }

    /// Where the old bytes are: in memory, or in the file still open (`FileSource`), copied from
    /// it a piece at a time.
    package enum Source {
        case data(Data)
        case file(FileSource)
    }

    package let source: Source
    package private(set) var parts: [Part] = []

    package init(source: Source) {
        self.source = source
    }

    package init(source: Data) {
        self.init(source: .data(source))
    }

    /// Adds bytes of the source; a range that starts where the last one ended joins it.
    package mutating func append(source range: Range<Int>) {
        guard !range.isEmpty else { return }
        if case .source(let last)? = parts.last, last.upperBound == range.lowerBound {
            parts[parts.count - 1] = .source(last.lowerBound..<range.upperBound)
        } else {
            parts.append(.source(range))
        }
    }

    /// Adds new bytes; they join new bytes just before them, so a file written anew is a few large writes.
    package mutating func append(_ bytes: Data) {
        guard !bytes.isEmpty else { return }
        if case .bytes(var last)? = parts.last {
            parts[parts.count - 1] = .bytes(Data()) // the one reference, so the append below does not copy
            last.append(bytes)
            parts[parts.count - 1] = .bytes(last)
        } else {
            parts.append(.bytes(bytes))
        }
    }

    package mutating func append(_ text: StaticString) {
        append(Data(bytes: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// How many bytes the parts make.
    package var count: Int {
        parts.reduce(0) { total, part in
            switch part {
            case .source(let range): total + range.count
            case .bytes(let bytes): total + bytes.count
            }
        }
    }

    /// The whole, in memory: for a document printed rather than written to a file (`favorites --json`).
    /// Each part is read or copied straight into its place.
    package func joined() throws -> Data {
        let sizes = parts.map { part in
            switch part {
            case .source(let range): range.count
            case .bytes(let bytes): bytes.count
            }
        }
        var data = Data(count: sizes.reduce(0, +))
        try data.withUnsafeMutableBytes { whole in
            var offset = 0
            for (part, size) in zip(parts, sizes) {
                let place = UnsafeMutableRawBufferPointer(rebasing: whole[offset..<(offset + size)])
                switch (part, source) {
                case (.source(let range), .file(let file)):
                    guard try file.read(into: place, at: range.lowerBound) == size else {
                        throw FileError.cannotRead(path: file.path, reason: "it kept changing while it was read; try again")
                    }
                case (.source(let range), .data(let data)):
                    data.withUnsafeBytes { place.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[range])) }
                case (.bytes(let bytes), _):
                    bytes.withUnsafeBytes { place.copyMemory(from: $0) }
                }
                offset += size
            }
        }
        return data
    }

    /// The old bytes at `range`.
    package func bytes(_ range: Range<Int>) throws -> Data {
        switch source {
        case .data(let data): data.slice(range)
        case .file(let file): try file.read(range)
        }
    }

    /// Whether the old bytes are still the file's: a file another program rewrote while it was
    /// copied from is not put in place.
    package var sourceUnchanged: Bool {
        guard case .file(let file) = source else { return true }
        return file.isUnchanged
    }

    /// Writes every part, in order, straight from where it is: no copy of the whole is made.
    /// Nil when everything was written, else the errno of the write that failed. `startingWriteback`:
    /// for a file an fsync follows, the disk is asked to start on each step of bytes as soon as it is
    /// written (`EarlyWriteback`), so the parts go in pieces of a step at most.
    package func write(to descriptor: Int32, startingWriteback: Bool = false) -> Int32? {
        var writeback = startingWriteback ? EarlyWriteback(descriptor: descriptor) : nil
        for part in parts {
            switch (part, source) {
            case (.source(let range), .data(let data)):
                for piece in EarlyWriteback.pieces(range) {
                    let failed = data.withUnsafeBytes {
                        FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: $0[piece]), to: descriptor)
                    }
                    if let failed { return failed }
                    writeback?.wrote(piece.count)
                }
            case (.source(let range), .file(let file)):
                for piece in EarlyWriteback.pieces(range) {
                    if let failed = file.copy(piece, to: descriptor) { return failed }
                    writeback?.wrote(piece.count)
                }
            case (.bytes(let bytes), _):
                for piece in EarlyWriteback.pieces(0..<bytes.count) {
                    let failed = bytes.withUnsafeBytes {
                        FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: $0[piece]), to: descriptor)
                    }
                    if let failed { return failed }
                    writeback?.wrote(piece.count)
                }
            }
        }
        return nil
    }
}
