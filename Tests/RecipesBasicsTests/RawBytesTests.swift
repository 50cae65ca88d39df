import RecipesBasics
import Testing

/// The word-at-a-time checks a list of 20,000 favorites runs on every id and name: each must say
/// what a byte-by-byte look says, for every byte value at every place, in the words and in the
/// tail the last word overlaps or the bytes after the last whole word.
@Suite("Raw bytes: ASCII and printable-ASCII checks, eight bytes at a time")
struct RawBytesTests {
    @Test("every byte value, at every place of texts of 0 to 19 bytes, is judged as one byte alone is")
    func everyByteEverywhere() {
        var wrong: [String] = []
        for count in 0...19 {
            for place in 0..<max(count, 1) where count > 0 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    bytes[place] = UInt8(value)
                    bytes.withUnsafeBytes { raw in
                        if raw.isASCII != (value < 0x80) { wrong.append("isASCII \(count) \(place) \(value)") }
                        if raw.isPrintableASCII != (0x20...0x7E).contains(value) {
                            wrong.append("isPrintableASCII \(count) \(place) \(value)")
                        }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        [UInt8]().withUnsafeBytes { raw in
            #expect(raw.isASCII)
            #expect(raw.isPrintableASCII)
        }
    }

    @Test("every printable character in a row is printable; a byte next to 0x7F or 0x80 does not hide it")
    func neighbours() {
        let printable = Array(UInt8(0x20)...UInt8(0x7E))
        printable.withUnsafeBytes { #expect($0.isPrintableASCII) }
        for bad: UInt8 in [0x7F, 0x80, 0xFF, 0x1F, 0x00] {
            for neighbour: UInt8 in [0x20, 0x7E, 0x7F, 0xFF, 0x00] {
                var bytes = [UInt8](repeating: neighbour, count: 16)
                bytes[7] = bad
                bytes.withUnsafeBytes { #expect(!$0.isPrintableASCII, "\(bad) beside \(neighbour)") }
            }
        }
    }

    @Test("append(raw:) appends the bytes as they are")
    func appendRaw() {
        var bytes: [UInt8] = [1, 2]
        [UInt8](3...40).withUnsafeBytes { bytes.append(raw: $0) }
        bytes.append(raw: UnsafeRawBufferPointer(start: nil, count: 0))
        #expect(bytes == [UInt8](1...40))
    }
}
