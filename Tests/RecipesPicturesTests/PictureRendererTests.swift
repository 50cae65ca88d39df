import Foundation
import TestSupport
import Testing

@testable import RecipesPictures

/// The test-only 16 × 16 pictures (Scripts/make-test-images): red top left, green top right, blue
/// bottom left, white bottom right.
@Suite("pictures: headers, decoding and each protocol's bytes")
struct PictureRendererTests {
    let png = [UInt8](Fixtures.data("images/test-only-16x16-quadrants.png"))
    let jpeg = [UInt8](Fixtures.data("images/test-only-16x16-quadrants.jpg"))
    let esc = "\u{1B}"

    @Test("reads the declared size of a PNG (IHDR) and a JPEG (SOF) without decoding")
    func headers() {
        #expect(ImageHeader.read(png) == ImageHeader(format: .png, width: 16, height: 16))
        #expect(ImageHeader.read(jpeg) == ImageHeader(format: .jpeg, width: 16, height: 16))
        #expect(ImageHeader.read(Array("<html>not a picture</html>".utf8)) == nil)
        #expect(ImageHeader.read(Array(png.prefix(20))) == nil, "a header cut short")
        #expect(ImageHeader.read(Array(jpeg.prefix(30))) == nil, "a JPEG cut before its frame")
    }

    @Test("refuses a 60,000 × 60,000 JPEG header before any buffer is made for it")
    func hugeJPEG() {
        let huge = Self.jpegHeader(width: 60_000, height: 60_000)
        #expect(ImageHeader.read(huge) == nil)
        for protocolCase in [PictureProtocol.kitty, .sixel, .blocks(.trueColour), .iterm] {
            #expect(PictureRenderer.render(huge, as: protocolCase, maxColumns: 40) == nil, "\(protocolCase)")
        }
        // Exactly at the limit the header reads; past it, it does not.
        #expect(ImageHeader.read(Self.jpegHeader(width: 4000, height: 4000))?.width == 4000)
        #expect(ImageHeader.read(Self.jpegHeader(width: 4001, height: 10)) == nil)
        #expect(ImageHeader.read(Self.jpegHeader(width: 0, height: 10)) == nil)
        // The decoder refuses a header over the budget too, whoever read it.
        #expect(
            SystemImageDecoder().decode(huge, header: ImageHeader(format: .jpeg, width: 60_000, height: 60_000), minimumWidth: 40) == nil)
    }

    @Test("a JPEG of more than 100 scans is refused from its bytes, before any decoder sees it; one of 100 reads and decodes")
    func scanLimit() throws {
        // One DC scan and 99 AC scans: 100 in all.
        let hundred = [UInt8](HostileJPEG.progressive(width: 16, height: 16, scans: 99))
        #expect(ImageHeader.read(hundred) == ImageHeader(format: .jpeg, width: 16, height: 16))
        #expect(PictureRenderer.halfBlockRows(hundred, maxColumns: 40, colours: .trueColour).count == 8)
        let more = [UInt8](HostileJPEG.progressive(width: 16, height: 16, scans: 100))
        #expect(ImageHeader.read(more) == nil)
        for protocolCase in [PictureProtocol.kitty, .sixel, .blocks(.trueColour), .iterm] {
            #expect(PictureRenderer.render(more, as: protocolCase, maxColumns: 40) == nil, "\(protocolCase)")
        }
        // Fill bytes before a marker, or garbage a decoder skips to reach it, hide no scan.
        var hidden = Array(more.prefix(2)) + [0x12, 0x34]
        for _ in 0...100 { hidden += [0xFF, 0xFF, 0xDA, 0x00] }
        #expect(ImageHeader.read(Self.jpegHeader(width: 16, height: 16) + hidden) == nil)
    }

    @Test("a PNG that lies about its size, or a truncated body, draws nothing and does not crash")
    func brokenBodies() {
        var lying = png
        lying[19] = 200 // IHDR width 16 → 200: libpng's own reading must agree before decoding
        #expect(PictureRenderer.render(Array(lying), as: .blocks(.trueColour), maxColumns: 40) == nil)
        // libjpeg-turbo may draw what it has of a cut JPEG or refuse it; either way, no crash.
        _ = PictureRenderer.render(Array(jpeg.prefix(jpeg.count / 2)), as: .blocks(.trueColour), maxColumns: 40)
        #expect(PictureRenderer.render(Array(png.prefix(40)), as: .sixel, maxColumns: 40) == nil)
    }

    @Test("half blocks in 24-bit colour: top pixel as foreground, bottom as background, one row per two pixels")
    func halfBlocksTrueColour() throws {
        let rows = PictureRenderer.halfBlockRows(png, maxColumns: 40, colours: .trueColour)
        try #require(rows.count == 8, "16 pixel rows, two a cell, never blown up")
        let red = "\(esc)[38;2;255;0;0;48;2;255;0;0m▀"
        let green = "\(esc)[38;2;0;255;0;48;2;0;255;0m▀"
        let blue = "\(esc)[38;2;0;0;255;48;2;0;0;255m▀"
        let white = "\(esc)[38;2;255;255;255;48;2;255;255;255m▀"
        #expect(rows[0] == String(repeating: red, count: 8) + String(repeating: green, count: 8) + "\(esc)[0m")
        #expect(rows[7] == String(repeating: blue, count: 8) + String(repeating: white, count: 8) + "\(esc)[0m")
        let drawn = try #require(PictureRenderer.render(png, as: .blocks(.trueColour), maxColumns: 40))
        #expect(drawn == rows.map { $0 + "\n" }.joined())
    }

    @Test("half blocks fall back to the 256-colour palette: cube and grey entries")
    func halfBlocks256() throws {
        let rows = PictureRenderer.halfBlockRows(png, maxColumns: 40, colours: .palette256)
        try #require(rows.count == 8)
        #expect(rows[0].hasPrefix("\(esc)[38;5;196;48;5;196m▀"), "red is 196")
        #expect(rows[0].contains("\(esc)[38;5;46;48;5;46m▀"), "green is 46")
        #expect(rows[7].hasPrefix("\(esc)[38;5;21;48;5;21m▀"), "blue is 21")
        #expect(rows[7].hasSuffix("\(esc)[38;5;231;48;5;231m▀\(esc)[0m"), "white is 231")
    }

    @Test("half blocks are at most the columns asked for, with the picture's proportions")
    func narrow() throws {
        let rows = PictureRenderer.halfBlockRows(png, maxColumns: 4, colours: .trueColour)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.components(separatedBy: "▀").count - 1 == 4 })
        #expect(rows[0].hasPrefix("\(esc)[38;2;255;0;0;48;2;255;0;0m▀\(esc)[38;2;255;0;0;48;2;255;0;0m▀\(esc)[38;2;0;255;0;"))
    }

    @Test("a JPEG decodes through libjpeg-turbo to colours near the ones it was made of")
    func jpegColours() throws {
        let rows = PictureRenderer.halfBlockRows(jpeg, maxColumns: 40, colours: .trueColour)
        try #require(rows.count == 8, "libturbojpeg.so.0 must be installed for this test (.ci/run installs it)")
        let first = try #require(Self.trueColours(rows[0]).first)
        let last = try #require(Self.trueColours(rows[7]).last)
        #expect(Self.near(first, [255, 0, 0]), "\(first)")
        #expect(Self.near(last, [255, 255, 255]), "\(last)")
    }

    @Test("a CMYK JPEG (YCCK, Adobe's inverted inks, as Photoshop writes them) is drawn in its colours, at any scale")
    func cmykColours() throws {
        let cmyk = [UInt8](Fixtures.data("images/test-only-16x16-cmyk.jpg"))
        let rows = PictureRenderer.halfBlockRows(cmyk, maxColumns: 40, colours: .trueColour)
        try #require(rows.count == 8, "libjpeg-turbo decodes CMYK only to CMYK: the old decoder drew nothing")
        let top = Self.trueColours(rows[0])
        let bottom = Self.trueColours(rows[7])
        #expect(Self.near(try #require(top.first), [255, 0, 0]), "\(top)")
        #expect(Self.near(try #require(top.last), [0, 255, 0]), "\(top)")
        #expect(Self.near(try #require(bottom.first), [0, 0, 255]), "\(bottom)")
        #expect(Self.near(try #require(bottom.last), [0, 0, 0]), "black ink alone: \(bottom)")
        let header = try #require(ImageHeader.read(cmyk))
        let half = try #require(SystemImageDecoder().decode(cmyk, header: header, minimumWidth: 8), "decoded at 1/2 as any JPEG")
        #expect(half.width == 8 && Self.near([Int(half.pixels[0]), Int(half.pixels[1]), Int(half.pixels[2])], [255, 0, 0]))
    }

    @Test("a 1 × 4000 picture is at most 20 rows in every protocol, and no more rows than it is given: it was 2,000 rows of half blocks")
    func tallPicture() throws {
        let tall = [UInt8](Fixtures.data("images/test-only-1x4000-tall.png"))
        let rows = PictureRenderer.halfBlockRows(tall, maxColumns: 40, colours: .trueColour)
        try #require(rows.count == 20, "\(rows.count) rows")
        #expect(rows[0] == "\(esc)[38;2;255;0;0;48;2;255;0;0m▀\(esc)[0m" && rows[19] == "\(esc)[38;2;0;0;255;48;2;0;0;255m▀\(esc)[0m")
        let blocks = try #require(PictureRenderer.render(tall, as: .blocks(.trueColour), maxColumns: 40, maxRows: 5))
        #expect(blocks.split(separator: "\n").count == 5, "a terminal of 5 rows")
        let sixel = try #require(PictureRenderer.render(tall, as: .sixel, maxColumns: 40))
        #expect(sixel.hasPrefix("\(esc)P0;1;0q\"1;1;1;400#"), "20 rows of about 20 pixels: \(sixel.prefix(30))")
        // kitty and iTerm2 scale it themselves: one column of it is still 2,000 rows, so the rows are given too.
        let kitty = try #require(PictureRenderer.render(tall, as: .kitty, maxColumns: 40))
        #expect(kitty.hasPrefix("\(esc)_Ga=T,f=100,t=d,q=2,c=1,r=20,m=0;"), "\(kitty.prefix(40))")
        let iterm = try #require(PictureRenderer.render(tall, as: .iterm, maxColumns: 40, maxRows: 12))
        #expect(iterm.hasPrefix("\(esc)]1337;File=inline=1;size=\(tall.count);width=40;height=12;preserveAspectRatio=1:"))
    }

    @Test(
        "a picture's size in cells: the columns asked for while it fits the rows, fewer when it is tall, the rows given too only when one column is too tall"
    )
    func cells() {
        #expect(PictureSize.cells(width: 250, height: 250, maxColumns: 40, maxRows: 20) == (40, false), "a square thumbnail: 40 × 20")
        #expect(PictureSize.cells(width: 100, height: 400, maxColumns: 40, maxRows: 20) == (10, false), "four times as tall: 10 columns")
        #expect(PictureSize.cells(width: 1, height: 4000, maxColumns: 40, maxRows: 20) == (1, true))
        #expect(PictureSize.cells(width: 400, height: 100, maxColumns: 40, maxRows: 3) == (24, false), "a terminal of 3 rows")
        #expect(PictureSize.fit(width: 4000, height: 1, maxWidth: 400, maxHeight: 400) == (400, 1), "never thinner than a pixel")
        #expect(PictureSize.fit(width: 16, height: 16, maxWidth: 400, maxHeight: 400) == (16, 16), "never enlarged")
    }

    @Test("a JPEG is decoded at the smallest DCT scale wide enough for the drawing: 250 px at 1/4 for 40 columns")
    func scaledDecoding() throws {
        let large = [UInt8](Fixtures.data("images/test-only-250x250-gradient.jpg"))
        let header = try #require(ImageHeader.read(large))
        let quarter = try #require(SystemImageDecoder().decode(large, header: header, minimumWidth: 40))
        #expect(quarter.width == 63 && quarter.height == 63)
        #expect(SystemImageDecoder().decode(large, header: header, minimumWidth: 400)?.width == 250, "never below what was asked")
        #expect(SystemImageDecoder().decode(large, header: header, minimumWidth: nil)?.width == 250)
        #expect(PictureRenderer.halfBlockRows(large, maxColumns: 40, colours: .trueColour).count == 20)
        // The gradient's top left is near (255, 0, 0) at any scale.
        let first = try #require(Self.trueColours(PictureRenderer.halfBlockRows(large, maxColumns: 40, colours: .trueColour)[0]).first)
        #expect(Self.near(first, [255, 0, 0]) || first[0] > 230, "\(first)")
    }

    @Test("kitty: a PNG as it is, base64 in 4096-byte chunks, m=1 on all but the last, m=0 on the last")
    func kittyChunks() throws {
        let single = try #require(PictureRenderer.render(png, as: .kitty, maxColumns: 40))
        #expect(single == "\(esc)_Ga=T,f=100,t=d,q=2,c=40,m=0;\(Data(png).base64EncodedString())\(esc)\\\n")
        // 4096 × 2 + 100 base64 characters: three chunks.
        let big = Self.paddedPNG(png, base64Length: 4096 * 2 + 100)
        let drawn = try #require(PictureRenderer.render(big, as: .kitty, maxColumns: 30))
        let base64 = Data(big).base64EncodedString()
        let chunks = [base64.prefix(4096), base64.dropFirst(4096).prefix(4096), base64.dropFirst(8192)]
        #expect(
            drawn == "\(esc)_Ga=T,f=100,t=d,q=2,c=30,m=1;\(chunks[0])\(esc)\\"
                + "\(esc)_Gm=1;\(chunks[1])\(esc)\\" + "\(esc)_Gm=0;\(chunks[2])\(esc)\\\n")
    }

    @Test("kitty: a JPEG goes as decoded 24-bit pixels (f=24), since f=100 is PNG only")
    func kittyJPEG() throws {
        let drawn = try #require(PictureRenderer.render(jpeg, as: .kitty, maxColumns: 40))
        #expect(drawn.hasPrefix("\(esc)_Ga=T,f=24,s=16,v=16,t=d,q=2,c=40,m=0;"))
        #expect(
            PictureRenderer.render(jpeg, as: .kitty, maxColumns: 40, decoder: NoDecoder()) == nil,
            "without libjpeg-turbo, kitty draws no JPEG")
    }

    @Test("iTerm2: the file's bytes as they are, in one OSC 1337 File= escape ended by BEL")
    func iterm() throws {
        let drawn = try #require(PictureRenderer.render(jpeg, as: .iterm, maxColumns: 40, decoder: NoDecoder()))
        #expect(
            drawn
                == "\(esc)]1337;File=inline=1;size=\(jpeg.count);width=40;preserveAspectRatio=1:\(Data(jpeg).base64EncodedString())\u{07}\n"
        )
    }

    @Test("sixel: the palette in percent, bands of six rows, runs written !count")
    func sixel() throws {
        let drawn = try #require(PictureRenderer.render(png, as: .sixel, maxColumns: 40))
        // Colours: red 180, green 30, blue 5, white 215 in the 6×6×6 cube.
        let header = "\(esc)P0;1;0q\"1;1;16;16#5;2;0;0;100#30;2;0;100;0#180;2;100;0;0#215;2;100;100;100"
        // Rows 0–5: red then green, all six bits (~).
        let band1 = "#30!8?!8~$#180!8~!8?"
        // Rows 6–11: two rows red/green (bits 0–1), four rows blue/white (bits 2–5): 3 = 63+3 = B, 60 = 63+60 = {.
        let band2 = "#5!8{!8?$#30!8?!8B$#180!8B!8?$#215!8?!8{"
        // Rows 12–15: four rows blue/white (bits 0–3 = 63+15 = N).
        let band3 = "#5!8N!8?$#215!8?!8N"
        #expect(drawn == header + band1 + "-" + band2 + "-" + band3 + "\(esc)\\\n")
        #expect(PictureRenderer.render(png, as: .sixel, maxColumns: 40, decoder: NoDecoder()) == nil, "no decoder: no sixel, no error")
    }

    @Test("none draws nothing; nor do blocks without a decoder")
    func none() {
        #expect(PictureRenderer.render(png, as: .none, maxColumns: 40) == nil)
        #expect(PictureRenderer.render(png, as: .blocks(.trueColour), maxColumns: 40, decoder: NoDecoder()) == nil)
        #expect(PictureRenderer.halfBlockRows(png, maxColumns: 40, colours: .trueColour, decoder: NoDecoder()).isEmpty)
    }

    // MARK: - Helpers

    struct NoDecoder: ImageDecoding {
        func decode(_ bytes: [UInt8], header: ImageHeader, minimumWidth: Int?) -> RGBImage? { nil }
        func canDecode(_ format: ImageHeader.Format) -> Bool { false }
    }

    /// SOI, a JFIF APP0, then a baseline SOF0 declaring the size: all a header reader sees.
    static func jpegHeader(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [
                0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 0x03,
                0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
            ]
    }

    /// The PNG with bytes after its end, so its base64 is exactly `base64Length` long (a multiple of 4).
    static func paddedPNG(_ png: [UInt8], base64Length: Int) -> [UInt8] {
        png + [UInt8](repeating: 0, count: base64Length / 4 * 3 - png.count)
    }

    static func trueColours(_ row: String) -> [[Int]] {
        row.components(separatedBy: "\u{1B}[38;2;").dropFirst().map { cell in
            cell.split(separator: ";").prefix(3).map { Int($0.prefix { $0.isNumber }) ?? -1 }
        }
    }

    static func near(_ colour: [Int], _ expected: [Int]) -> Bool {
        zip(colour, expected).allSatisfy { abs($0 - $1) <= 8 }
    }
}
