extension Array where Element == UInt8 {
    /// Appends `bytes` in one copy: `append(contentsOf:)` of a raw buffer walks it a byte at a time.
    package mutating func append(raw bytes: UnsafeRawBufferPointer) {
        append(contentsOf: UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count))
    }
}

extension UnsafeRawBufferPointer {
    /// Whether every byte is below 0x80, read eight at a time.
    package var isASCII: Bool {
        var high: UInt64 = 0
        var at = 0
        while at + 8 <= count {
            high |= loadUnaligned(fromByteOffset: at, as: UInt64.self)
            at += 8
        }
        if at < count, count >= 8 {
            high |= loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) // overlapping: read twice, harmless
        } else {
            while at < count {
                high |= UInt64(self[at])
                at += 1
            }
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// Whether every byte is printable ASCII, a space to `~` (text a terminal shows as it is), read
    /// eight at a time.
    package var isPrintableASCII: Bool {
        var bad: UInt64 = 0
        var at = 0
        while at + 8 <= count {
            bad |= Self.unprintable(loadUnaligned(fromByteOffset: at, as: UInt64.self))
            at += 8
        }
        if at < count, count >= 8 {
            bad |= Self.unprintable(loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) // overlapping: read twice, harmless
        } else {
            while at < count {
                guard (0x20...0x7E).contains(self[at]) else { return false }
                at += 1
            }
        }
        return bad & 0x8080_8080_8080_8080 == 0
    }

    /// The top bit of each byte of `word` that is not printable ASCII, set (other bits: noise). A
    /// byte below 0x80 is at least 0x20 when adding 0x60 sets its top bit, and is 0x7F when adding
    /// 1 does; a byte of 0x80 or more is marked by its own top bit, whatever its sums carry into
    /// the bytes beside it.
    private static func unprintable(_ word: UInt64) -> UInt64 {
        word | (word &+ 0x0101_0101_0101_0101) | ~(word &+ 0x6060_6060_6060_6060)
    }
}
