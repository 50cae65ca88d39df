// libFuzzer entry point for pictures: the header reader and its scan count, the system's decoders
// through SystemImageDecoder (CPictures: libjpeg-turbo, libpng, CMYK), and every protocol's drawing
// at the sizes the tool draws, a small terminal's included. Built with RecipesPictures and the
// modules under it by Scripts/fuzz-pictures (one module, so no imports of ours). A crash, a broken
// promise below, or an input slower than the script's -timeout (a picture gets 1 s in the tool,
// DecodingThread) is a bug: add the input as a unit test, then fix it.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let header = ImageHeader.read(bytes) else { return 0 }
    precondition(
        (1...ImageHeader.maxDimension).contains(header.width) && (1...ImageHeader.maxDimension).contains(header.height),
        "a picture over the budget passed the header")
    precondition(header.format == .png || JPEGScans.withinLimit(bytes), "a JPEG of too many scans passed the header")
    let decoder = SystemImageDecoder()
    for minimumWidth in [40, 400] {
        guard let image = decoder.decode(bytes, header: header, minimumWidth: minimumWidth) else { continue }
        precondition(image.width <= header.width && image.height <= header.height, "decoded larger than declared")
    }
    for drawing in [PictureProtocol.kitty, .iterm, .sixel, .blocks(.trueColour), .blocks(.palette256)] {
        for (columns, rows) in [(40, 20), (3, 2)] {
            _ = PictureRenderer.draw(bytes, as: drawing, maxColumns: columns, maxRows: rows, decoder: decoder)
        }
    }
    let rows = PictureRenderer.halfBlockRows(bytes, maxColumns: 40, maxRows: 7, colours: .trueColour, decoder: decoder)
    precondition(rows.count <= 7, "taller than the rows it was given")
    return 0
}
