import CPictures

/// Turns PNG or JPEG bytes into pixels through the system's libpng and libjpeg-turbo, loaded on
/// first use (CPictures). Nil when the library is missing or the bytes do not decode; never a crash.
public protocol ImageDecoding: Sendable {
    /// `minimumWidth`: the fewest pixels across the drawing needs; a JPEG is decoded at the smallest
    /// of 1/1, 1/2, 1/4, 1/8 of its size that is at least that wide, saving time and memory. Nil: full size.
    func decode(_ bytes: [UInt8], header: ImageHeader, minimumWidth: Int?) -> RGBImage?
    /// Whether pictures of this format can be decoded at all (a missing library cannot).
    func canDecode(_ format: ImageHeader.Format) -> Bool
}

public struct SystemImageDecoder: ImageDecoding {
    public init() {}

    public func canDecode(_ format: ImageHeader.Format) -> Bool {
        switch format {
        case .png: cpictures_png_available() == 1
        case .jpeg: cpictures_jpeg_available() == 1
        }
    }

    /// The library reads the dimensions again; they must match ours, which were checked against the
    /// budget, before a buffer is made for them.
    public func decode(_ bytes: [UInt8], header: ImageHeader, minimumWidth: Int?) -> RGBImage? {
        guard header.width <= ImageHeader.maxDimension, header.height <= ImageHeader.maxDimension, canDecode(header.format) else {
            return nil
        }
        var width: Int32 = 0
        var height: Int32 = 0
        let sized = bytes.withUnsafeBufferPointer { buffer in
            switch header.format {
            case .png: cpictures_png_size(buffer.baseAddress, buffer.count, &width, &height)
            case .jpeg: cpictures_jpeg_size(buffer.baseAddress, buffer.count, &width, &height)
            }
        }
        guard sized == 0, Int(width) == header.width, Int(height) == header.height else { return nil }
        switch header.format {
        case .jpeg:
            let (scaledWidth, scaledHeight) = Self.jpegScale(width: header.width, height: header.height, minimumWidth: minimumWidth)
            var rgb = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 3)
            let status = bytes.withUnsafeBufferPointer { source in
                rgb.withUnsafeMutableBufferPointer {
                    cpictures_jpeg_decode(
                        source.baseAddress, source.count, width, height, $0.baseAddress, Int32(scaledWidth), Int32(scaledHeight))
                }
            }
            return status == 0 ? RGBImage(width: scaledWidth, height: scaledHeight, pixels: rgb) : nil
        case .png:
            var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
            let status = bytes.withUnsafeBufferPointer { source in
                rgba.withUnsafeMutableBufferPointer {
                    cpictures_png_decode(source.baseAddress, source.count, $0.baseAddress, width, height)
                }
            }
            guard status == 0 else { return nil }
            return RGBImage(width: header.width, height: header.height, pixels: Self.overWhite(rgba))
        }
    }

    /// The smallest of libjpeg-turbo's 1/1, 1/2, 1/4 and 1/8 scales (its sizes round up) at least
    /// `minimumWidth` wide.
    static func jpegScale(width: Int, height: Int, minimumWidth: Int?) -> (Int, Int) {
        func scaled(_ size: Int, _ denominator: Int) -> Int { (size + denominator - 1) / denominator }
        guard let minimumWidth else { return (width, height) }
        for denominator in [8, 4, 2] where scaled(width, denominator) >= minimumWidth {
            return (scaled(width, denominator), scaled(height, denominator))
        }
        return (width, height)
    }

    /// Transparent parts over white: the pizza pictures are cut out, and a plate reads best on white.
    static func overWhite(_ rgba: [UInt8]) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        var target = 0
        for source in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = Int(rgba[source + 3])
            for channel in 0..<3 {
                rgb[target + channel] = UInt8((Int(rgba[source + channel]) * alpha + 255 * (255 - alpha) + 127) / 255)
            }
            target += 3
        }
        return rgb
    }
}
