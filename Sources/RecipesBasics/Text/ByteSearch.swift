/// Whether a text holds another, byte for byte: for the tool's own wording and for header values,
/// where the needle is ASCII. Not `String.contains(_:)`, whose first use costs a run about 0.33 M
/// instructions of generic set-up (swift-experimental-string-processing), on the path of every
/// list.
package enum ByteSearch {
    /// `ignoringASCIICase`: `needle` is lowercase ASCII, and the text's ASCII letters match it in either case.
    package static func contains(_ text: String, _ needle: String, ignoringASCIICase: Bool = false) -> Bool {
        let pattern = Array(needle.utf8)
        let bytes = Array(text.utf8)
        guard !pattern.isEmpty else { return true }
        guard bytes.count >= pattern.count else { return false }
        for start in 0...(bytes.count - pattern.count) {
            var matched = true
            for offset in pattern.indices {
                var byte = bytes[start + offset]
                if ignoringASCIICase, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if byte != pattern[offset] {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }
}
