/// A picture's format and the dimensions it declares, read from its first bytes (PNG's IHDR, a
/// JPEG's SOF marker) before anything is decoded, so a picture over the budget is refused without
/// allocating for it: a 60,000 × 60,000 JPEG is a few hundred bytes of header. A JPEG of more scans
/// than `JPEGScans.limit` is over the budget too: its cost is in time, not memory.
public struct ImageHeader: Sendable, Equatable {
    public enum Format: String, Sendable { case png, jpeg }

    public var format: Format
    public var width: Int
    public var height: Int

    /// The most pixels either way a picture may declare; the thumbnails are 250 × 250 to 700 × 700.
    public static let maxDimension = 4000

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Nil for anything not a PNG or JPEG, a header cut short, a zero dimension or one over
    /// `maxDimension`, or a JPEG of more than `JPEGScans.limit` scans. Every way a picture comes in
    /// passes here (a download before it is cached, the cache, a favorite's kept file, drawing), so
    /// such a JPEG is never cached, kept, decoded or handed to a terminal.
    public static func read(_ bytes: [UInt8]) -> ImageHeader? {
        guard let header = png(bytes) ?? jpeg(bytes) else { return nil }
        guard (1...maxDimension).contains(header.width), (1...maxDimension).contains(header.height) else { return nil }
        guard header.format == .png || JPEGScans.withinLimit(bytes) else { return nil }
        return header
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature, then the first chunk, which must be IHDR: width and height, big-endian.
    private static func png(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageHeader(format: .png, width: bigEndian32(bytes, at: 16), height: bigEndian32(bytes, at: 20))
    }

    /// SOI, then markers with their lengths until a start-of-frame (SOF0–SOF15 but DHT, JPG, DAC).
    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            } // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                index += 2
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, index + 9 <= bytes.count else { return nil }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return ImageHeader(format: .jpeg, width: width, height: height)
            }
            if marker == 0xDA || marker == 0xD9 { return nil } // scan data or the end before any frame
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian32(_ bytes: [UInt8], at index: Int) -> Int {
        Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
    }
}
