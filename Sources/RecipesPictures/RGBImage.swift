/// Decoded pixels: 8-bit RGB, row by row, no padding.
public struct RGBImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 3, "pixels must be width × height × 3 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public struct Colour: Sendable, Equatable, Hashable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    public func colour(x: Int, y: Int) -> Colour {
        let offset = (y * width + x) * 3
        return Colour(pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// Resized by averaging the source pixels each target pixel covers (a box filter): thumbnails
    /// shrink smoothly, and a small picture grows by repeating pixels.
    public func resized(width newWidth: Int, height newHeight: Int) -> RGBImage {
        if newWidth == width && newHeight == height { return self }
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<newHeight {
                let y0 = y * height / newHeight
                let y1 = max(y0 + 1, (y + 1) * height / newHeight)
                for x in 0..<newWidth {
                    let x0 = x * width / newWidth
                    let x1 = max(x0 + 1, (x + 1) * width / newWidth)
                    var red = 0
                    var green = 0
                    var blue = 0
                    for sy in y0..<y1 {
                        var offset = (sy * width + x0) * 3
                        for _ in x0..<x1 {
                            red += Int(source[offset])
                            green += Int(source[offset + 1])
                            blue += Int(source[offset + 2])
                            offset += 3
                        }
                    }
                    let count = (y1 - y0) * (x1 - x0)
                    let target = (y * newWidth + x) * 3
                    output[target] = UInt8((red + count / 2) / count)
                    output[target + 1] = UInt8((green + count / 2) / count)
                    output[target + 2] = UInt8((blue + count / 2) / count)
                }
            }
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: output)
    }
}
