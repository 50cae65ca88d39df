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

    /// Reads the whole source file in order, checking that it is what the new bytes were made from
    /// (favorites.json against its index), and hands each run of bytes it has checked to `take`:
    /// its offset and its bytes, in order, each byte once, none before it is checked. False when the
    /// file is not what it expected, or when `take` returned false. Throws what reading the file throws.
    package typealias Check = (_ source: FileSource, _ take: (Int, UnsafeRawBufferPointer) -> Bool) throws -> Bool

    /// Set when the source file must be checked before its bytes are used: `write(to:)` then copies
    /// the bytes as the check reads them (the file is read once, not once to check it and once to
    /// copy it), and fails with `disagreed` when the check fails, having put nothing in place.
    package var check: Check?

    /// What `write(to:)` returns when `check` found the file was not what the parts were made
    /// from: not an errno (each of those is positive).
    package static let disagreed: Int32 = -1

    /// `AtomicFile.write` of bytes whose `check` failed: nothing was put in place.
    package struct Disagreed: Error {
        package init() {}
    }

    /// Writes every part, in order, straight from where it is: no copy of the whole is made.
    /// Nil when everything was written, else the errno of the write that failed, or `disagreed`.
    /// `startingWriteback`: for a file an fsync follows, the disk is asked to start on each step of
    /// bytes as soon as it is written (`EarlyWriteback`), so the parts go in pieces of a step at most.
    /// With a `check`, the source's bytes are copied from its reading when the parts take them in
    /// the file's order (a change to a list always does); otherwise the check reads the file first.
    package func write(to descriptor: Int32, startingWriteback: Bool = false) -> Int32? {
        var out = Output(descriptor: descriptor, writeback: startingWriteback ? EarlyWriteback(descriptor: descriptor) : nil)
        if let check, case .file(let file) = source {
            guard isInFileOrder else {
                do {
                    guard try check(file, { _, _ in true }) else { return Self.disagreed }
                } catch {
                    return EIO
                }
                return out.write(parts, from: source)
            }
            var stream = Stream(parts: parts, output: out)
            do {
                guard try check(file, { offset, bytes in stream.take(offset, bytes) }) else { return stream.failed ?? Self.disagreed }
            } catch {
                return EIO
            }
            return stream.finish(at: file.size)
        }
        return out.write(parts, from: source)
    }

    /// Whether every range of the source the parts take comes after the one before.
    private var isInFileOrder: Bool {
        var end = 0
        for case .source(let range) in parts {
            guard range.lowerBound >= end else { return false }
            end = range.upperBound
        }
        return true
    }

    /// Where the new bytes go, a piece of at most a step at a time.
    private struct Output {
        let descriptor: Int32
        var writeback: EarlyWriteback?

        mutating func put(_ bytes: UnsafeRawBufferPointer) -> Int32? {
            for piece in EarlyWriteback.pieces(0..<bytes.count) {
                if let failed = FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: bytes[piece]), to: descriptor) { return failed }
                writeback?.wrote(piece.count)
            }
            return nil
        }

        mutating func write(_ parts: [Part], from source: Source) -> Int32? {
            for part in parts {
                switch (part, source) {
                case (.source(let range), .data(let data)):
                    if let failed = data.withUnsafeBytes({ put(UnsafeRawBufferPointer(rebasing: $0[range])) }) { return failed }
                case (.source(let range), .file(let file)):
                    for piece in EarlyWriteback.pieces(range) {
                        if let failed = file.copy(piece, to: descriptor) { return failed }
                        writeback?.wrote(piece.count)
                    }
                case (.bytes(let bytes), _):
                    if let failed = bytes.withUnsafeBytes({ put($0) }) { return failed }
                }
            }
            return nil
        }
    }

    /// The parts written in order as a check hands over the source file's bytes.
    private struct Stream {
        let parts: [Part]
        var output: Output
        /// The part being written, and where its next source byte is once it has begun.
        var next = 0
        var from: Int?
        /// The errno of a write that failed.
        var failed: Int32?

        /// Writes what the parts take of `bytes` (the file's, from `offset`), and every part of
        /// new bytes up to the next one that needs the file's bytes from further on. False when a
        /// write failed, or a part needs bytes handed over before (never, for parts in file order).
        mutating func take(_ offset: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
            let end = offset + bytes.count
            while next < parts.count {
                switch parts[next] {
                case .bytes(let data):
                    failed = data.withUnsafeBytes { output.put($0) }
                    if failed != nil { return false }
                    next += 1
                case .source(let range):
                    let start = from ?? range.lowerBound
                    guard start < end else { return true }
                    guard start >= offset else {
                        failed = EIO
                        return false
                    }
                    let stop = min(range.upperBound, end)
                    failed = output.put(UnsafeRawBufferPointer(rebasing: bytes[(start - offset)..<(stop - offset)]))
                    if failed != nil { return false }
                    guard stop == range.upperBound else {
                        from = stop
                        return true
                    }
                    next += 1
                    from = nil
                }
            }
            return true
        }

        /// After the whole file was handed over (`size` bytes): the parts left, which can only be
        /// new bytes; EIO for one that needs the file's bytes past its end.
        mutating func finish(at size: Int) -> Int32? {
            guard take(size, UnsafeRawBufferPointer(start: nil, count: 0)) else { return failed ?? EIO }
            return next == parts.count ? nil : EIO
        }
    }
}
