/// Two pixels a character cell: the upper half block `▀` in the top pixel's colour over the bottom
/// pixel's as background. A cell is about twice as tall as wide, so the pixels come out square.
enum HalfBlocks {
    /// At most `maxColumns` wide and `maxRows` high, never larger than the picture (small pictures
    /// are not blown up); an even number of pixel rows, so every cell has both halves.
    static func rows(_ image: RGBImage, maxColumns: Int, maxRows: Int, colours: PictureProtocol.BlockColours) -> [String] {
        let maxPixelRows = max(1, maxRows) * 2
        let columns = PictureSize.fit(width: image.width, height: image.height, maxWidth: maxColumns, maxHeight: maxPixelRows).width
        let pixelRows = min(maxPixelRows, max(2, Int((Double(image.height) * Double(columns) / Double(image.width) / 2).rounded()) * 2))
        let small = image.resized(width: columns, height: pixelRows)
        var rows: [String] = []
        rows.reserveCapacity(pixelRows / 2)
        for row in stride(from: 0, to: pixelRows, by: 2) {
            var line = ""
            line.reserveCapacity(columns * 40)
            for x in 0..<columns {
                let top = small.colour(x: x, y: row)
                let bottom = small.colour(x: x, y: row + 1)
                line += "\u{1B}[" + sgr(top, foreground: true, colours) + ";" + sgr(bottom, foreground: false, colours) + "m▀"
            }
            rows.append(line + "\u{1B}[0m")
        }
        return rows
    }

    static func sgr(_ colour: RGBImage.Colour, foreground: Bool, _ colours: PictureProtocol.BlockColours) -> String {
        switch colours {
        case .trueColour: "\(foreground ? 38 : 48);2;\(colour.red);\(colour.green);\(colour.blue)"
        case .palette256: "\(foreground ? 38 : 48);5;\(Palette256.index(of: colour))"
        }
    }
}

/// The xterm 256-colour palette's 6 × 6 × 6 cube (16–231) and grey ramp (232–255): the nearest entry.
enum Palette256 {
    static let levels = [0, 95, 135, 175, 215, 255]

    static func index(of colour: RGBImage.Colour) -> Int {
        let red = Int(colour.red)
        let green = Int(colour.green)
        let blue = Int(colour.blue)
        let r = nearestLevel(red)
        let g = nearestLevel(green)
        let b = nearestLevel(blue)
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(red, green, blue, levels[r], levels[g], levels[b])
        let average = (red + green + blue) / 3
        let grey = min(23, max(0, (average - 8 + 5) / 10))
        let level = 8 + 10 * grey
        return distance(red, green, blue, level, level, level) < cubeDistance ? 232 + grey : cube
    }

    private static func nearestLevel(_ value: Int) -> Int {
        levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
    }

    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r1 - r2) * (r1 - r2) + (g1 - g2) * (g1 - g2) + (b1 - b2) * (b1 - b2)
    }
}
