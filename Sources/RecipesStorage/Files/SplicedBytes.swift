#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics

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

    package let source: Data
    package private(set) var parts: [Part] = []

    package init(source: Data) {
        self.source = source
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

    /// The whole, in memory: for a document printed rather than written to a file (`favorites --json`).
    package func joined() -> Data {
        var data = Data(capacity: parts.reduce(0) { total, part in
            switch part {
            case .source(let range): total + range.count
            case .bytes(let bytes): total + bytes.count
            }
        })
        for part in parts {
            switch part {
            case .source(let range): data.append(source.slice(range))
            case .bytes(let bytes): data.append(bytes)
            }
        }
        return data
    }

    /// Writes every part, in order, straight from where it is: no copy of the whole is made.
    /// Nil when everything was written, else the errno of the write that failed.
    package func write(to descriptor: Int32) -> Int32? {
        source.withUnsafeBytes { whole in
            for part in parts {
                let failed: Int32?
                switch part {
                case .source(let range): failed = FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: whole[range]), to: descriptor)
                case .bytes(let bytes): failed = FileDescriptor.writeAll(bytes, to: descriptor)
                }
                if let failed { return failed }
            }
            return nil
        }
    }
}
