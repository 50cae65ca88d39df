/// DEC sixel: `ESC P 0;1;0 q`, the raster size, the palette (`#n;2;r;g;b` in percent), then bands of
/// six pixel rows: per colour `#n` and one character per column (63 + the six bits, runs written
/// `!count`), `$` back to the band's start, `-` to the next band; `ESC \` ends it. Colours are the
/// 6 × 6 × 6 cube, which every sixel terminal's palette holds.
enum SixelImage {
    /// A guess at a cell's width in pixels (most terminals draw 8–10); the picture is never blown up.
    static let pixelsPerColumn = 10
    /// A cell is about twice as tall as wide.
    static let pixelsPerRow = 20

    static func encode(_ image: RGBImage, maxWidth: Int, maxHeight: Int) -> String {
        let (width, height) = PictureSize.fit(width: image.width, height: image.height, maxWidth: maxWidth, maxHeight: maxHeight)
        let small = image.resized(width: width, height: height)
        var indices = [Int](repeating: 0, count: width * height)
        var used = Set<Int>()
        for y in 0..<height {
            for x in 0..<width {
                let index = cubeIndex(small.colour(x: x, y: y))
                indices[y * width + x] = index
                used.insert(index)
            }
        }
        var output = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
        for index in used.sorted() {
            let (r, g, b) = (index / 36, index / 6 % 6, index % 6)
            output += "#\(index);2;\(r * 20);\(g * 20);\(b * 20)"
        }
        var bands: [String] = []
        for top in stride(from: 0, to: height, by: 6) {
            var coloursInBand = Set<Int>()
            for y in top..<min(top + 6, height) {
                for x in 0..<width { coloursInBand.insert(indices[y * width + x]) }
            }
            var band: [String] = []
            for colour in coloursInBand.sorted() {
                var characters: [UInt8] = []
                characters.reserveCapacity(width)
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for bit in 0..<6 where top + bit < height && indices[(top + bit) * width + x] == colour {
                        bits |= 1 << bit
                    }
                    characters.append(63 + bits)
                }
                band.append("#\(colour)" + runLength(characters))
            }
            bands.append(band.joined(separator: "$"))
        }
        return output + bands.joined(separator: "-") + "\u{1B}\\\n"
    }

    /// Runs of four or more written `!count` and the character.
    static func runLength(_ characters: [UInt8]) -> String {
        var output = ""
        var index = 0
        while index < characters.count {
            var end = index + 1
            while end < characters.count && characters[end] == characters[index] { end += 1 }
            let count = end - index
            let character = String(UnicodeScalar(characters[index]))
            output += count >= 4 ? "!\(count)\(character)" : String(repeating: character, count: count)
            index = end
        }
        return output
    }

    /// 0–215: the nearest of six levels per channel.
    static func cubeIndex(_ colour: RGBImage.Colour) -> Int {
        func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }
        return level(colour.red) * 36 + level(colour.green) * 6 + level(colour.blue)
    }
}
