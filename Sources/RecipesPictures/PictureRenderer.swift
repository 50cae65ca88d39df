#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Draws a picture's bytes for the terminal in one protocol, at most `maxColumns` wide and `maxRows`
/// high (`PictureSize`). The one
/// entry point for every command that shows a recipe, and for `browse`'s detail view. Nil when
/// there is nothing to draw: `none`, bytes that are not a PNG or JPEG within the pixel budget, or a
/// protocol that needs pixels when the decoder is missing or fails. The picture's own bytes never
/// reach the terminal except base64-encoded inside the protocol's escape.
public enum PictureRenderer {
    /// About a recipe card's width; never wider than the terminal (the caller passes the lesser).
    public static let defaultColumns = 40
    /// About a recipe card's height, so the recipe's name stays in view below it; never taller than
    /// the terminal (the caller passes the lesser).
    public static let defaultRows = 20

    public static func render(
        _ bytes: [UInt8], as protocol: PictureProtocol, maxColumns: Int, maxRows: Int = defaultRows,
        decoder: ImageDecoding = SystemImageDecoder()
    ) -> String? {
        guard case .success(let text) = draw(bytes, as: `protocol`, maxColumns: maxColumns, maxRows: maxRows, decoder: decoder),
            !text.isEmpty
        else { return nil }
        return text
    }

    /// What `render` draws, or why it drew nothing; `none` and no room draw "" successfully.
    public static func draw(
        _ bytes: [UInt8], as protocol: PictureProtocol, maxColumns: Int, maxRows: Int = defaultRows,
        decoder: ImageDecoding = SystemImageDecoder()
    ) -> Result<String, PictureFailure> {
        guard maxColumns > 0, maxRows > 0, `protocol` != .none else { return .success("") }
        guard let header = ImageHeader.read(bytes) else { return .failure(.undecodable) }
        let pixelWidth = maxColumns * SixelImage.pixelsPerColumn
        let cells = PictureSize.cells(width: header.width, height: header.height, maxColumns: maxColumns, maxRows: maxRows)
        let rows = cells.rowsCapped ? maxRows : nil
        switch `protocol` {
        case .none:
            return .success("")
        case .iterm:
            return .success(ITermImage.escape(bytes, columns: maxColumns, rows: cells.columns < maxColumns ? maxRows : nil))
        case .kitty:
            if header.format == .png { return .success(KittyImage.escape(png: bytes, columns: cells.columns, rows: rows)) }
            return decode(bytes, header, minimumWidth: cells.columns * SixelImage.pixelsPerColumn, decoder).map {
                KittyImage.escape(rgb: $0, columns: cells.columns, rows: rows)
            }
        case .sixel:
            return decode(bytes, header, minimumWidth: pixelWidth, decoder).map {
                SixelImage.encode($0, maxWidth: pixelWidth, maxHeight: maxRows * SixelImage.pixelsPerRow)
            }
        case .blocks(let colours):
            return decode(bytes, header, minimumWidth: maxColumns, decoder).map {
                HalfBlocks.rows($0, maxColumns: maxColumns, maxRows: maxRows, colours: colours).map { $0 + "\n" }.joined()
            }
        }
    }

    /// The half-block rows alone, one string a terminal row with no newline, for a view that places
    /// them itself (browse's detail pane). Empty when the bytes cannot be decoded.
    public static func halfBlockRows(
        _ bytes: [UInt8], maxColumns: Int, maxRows: Int = defaultRows, colours: PictureProtocol.BlockColours,
        decoder: ImageDecoding = SystemImageDecoder()
    ) -> [String] {
        (try? halfBlocks(bytes, maxColumns: maxColumns, maxRows: maxRows, colours: colours, decoder: decoder).get()) ?? []
    }

    /// What `halfBlockRows` draws, or why it drew nothing.
    public static func halfBlocks(
        _ bytes: [UInt8], maxColumns: Int, maxRows: Int = defaultRows, colours: PictureProtocol.BlockColours,
        decoder: ImageDecoding = SystemImageDecoder()
    ) -> Result<[String], PictureFailure> {
        guard maxColumns > 0, maxRows > 0 else { return .success([]) }
        guard let header = ImageHeader.read(bytes) else { return .failure(.undecodable) }
        return decode(bytes, header, minimumWidth: maxColumns, decoder).map {
            HalfBlocks.rows($0, maxColumns: maxColumns, maxRows: maxRows, colours: colours)
        }
    }

    private static func decode(_ bytes: [UInt8], _ header: ImageHeader, minimumWidth: Int, _ decoder: ImageDecoding) -> Result<
        RGBImage, PictureFailure
    > {
        guard decoder.canDecode(header.format) else { return .failure(.noDecoderHere) }
        guard let image = decoder.decode(bytes, header: header, minimumWidth: minimumWidth) else { return .failure(.undecodable) }
        return .success(image)
    }
}

/// kitty's graphics protocol: `ESC _ G keys ; base64 ESC \`, the payload cut in 4096-byte chunks,
/// each but the last marked `m=1`. `a=T` transmits and shows, `q=2` asks for no reply (a reply would
/// land in our standard input), `c` is the width in cells (kitty keeps the aspect ratio), `r` the
/// height, given only for a picture so thin that one column of it is too tall (kitty then fits it
/// to `c` × `r`).
enum KittyImage {
    static let chunkSize = 4096

    static func escape(png: [UInt8], columns: Int, rows: Int?) -> String {
        escape(payload: Data(png).base64EncodedString(), keys: "a=T,f=100,t=d,q=2," + size(columns, rows))
    }

    /// Decoded pixels (a JPEG: kitty's f=100 is PNG only) as 24-bit RGB.
    static func escape(rgb image: RGBImage, columns: Int, rows: Int?) -> String {
        escape(
            payload: Data(image.pixels).base64EncodedString(),
            keys: "a=T,f=24,s=\(image.width),v=\(image.height),t=d,q=2," + size(columns, rows))
    }

    private static func size(_ columns: Int, _ rows: Int?) -> String {
        "c=\(columns)" + (rows.map { ",r=\($0)" } ?? "")
    }

    static func escape(payload: String, keys: String) -> String {
        let bytes = Array(payload.utf8)
        var output = ""
        var start = 0
        repeat {
            let end = min(start + chunkSize, bytes.count)
            let more = end < bytes.count ? 1 : 0
            let control = start == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            output += "\u{1B}_G\(control);" + String(decoding: bytes[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < bytes.count
        return output + "\n"
    }
}

/// iTerm2's inline image (WezTerm reads it too): `ESC ] 1337 ; File=inline=1;size=N;width=C;
/// preserveAspectRatio=1 : base64 BEL`, the file's bytes as they are. A picture too tall for the
/// rows at that width also gets `height=R`: iTerm2 then fits it in the C × R box, its proportions kept.
enum ITermImage {
    static func escape(_ bytes: [UInt8], columns: Int, rows: Int?) -> String {
        "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);" + (rows.map { "height=\($0);" } ?? "")
            + "preserveAspectRatio=1:" + Data(bytes).base64EncodedString() + "\u{07}\n"
    }
}
