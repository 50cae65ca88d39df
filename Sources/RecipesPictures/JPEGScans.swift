/// How many scans a JPEG holds, counted in our own code before any decoder sees it. A progressive
/// JPEG is a series of scans, and libjpeg walks every block of the frame for each one however few
/// bytes it is: 20,000 scans of a dozen bytes cost 33 s of CPU (issue #32). libjpeg-turbo 2.1 and
/// later can stop at 500 scans when asked (`CPictures` asks), which still costs seconds, and an older
/// library cannot; this count holds whatever library is loaded.
enum JPEGScans {
    /// A baseline JPEG has one scan, the usual progressive ones about ten; 100 leaves room for any
    /// encoder's settings and bounds the decoding of a 4000 × 4000 picture to a fraction of a second.
    static let limit = 100

    /// Whether the bytes hold at most `limit` start-of-scan markers. Every `FF DA` pair counts, not
    /// only those a marker walk reaches: a decoder that resynchronises past garbage finds each scan
    /// at such a pair, so this is never fewer than the scans any decoder sees. A pair inside other
    /// data (an Exif thumbnail's own scan, a chance one in a colour profile) adds one or two.
    static func withinLimit(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var found = 0
            var index = 0
            let end = buffer.count - 1
            while index < end {
                if buffer[index] == 0xFF && buffer[index + 1] == 0xDA {
                    found += 1
                    if found > limit { return false }
                    index += 2
                } else {
                    index += 1
                }
            }
            return true
        }
    }
}
