// libFuzzer entry point for the JSON mappers: every catalog's wire format, the favorites and cart
// documents, and the cache entry format. Built together with the library's sources by
// Scripts/fuzz-mappers (one module, so no imports of ours). Any crash is a bug: add its input as a test.
import Foundation

/// The catalogs' recipe types, as the favorites service builds them: what a favorite's recipe decodes as.
let types = RecipeTypes([DessertCatalog.registration, CocktailCatalog.registration, PizzaShop.registration])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMappers(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let json = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
    _ = try? DessertListMapper.map(data, json)
    _ = try? DessertListMapper.mapDessertsOnly(data, json)
    _ = try? DessertDetailsMapper.map(data, json)
    _ = try? CocktailMapper.cocktails(data, json)
    _ = try? CocktailMapper.filtered(data, json)
    _ = try? PizzaMappers.pizzas(data, json)
    _ = try? PizzaMappers.priced(data, json)
    _ = FileCacheStore.decode(data)
    // Pictures: the header reader on anything, and every protocol on what passes it (the decoders
    // are the system's; the fuzzer holds our side of them to no crash).
    let bytes = [UInt8](data)
    if let header = ImageHeader.read(bytes) {
        precondition(header.width <= ImageHeader.maxDimension && header.height <= ImageHeader.maxDimension, "picture over the budget")
        for drawing in [PictureProtocol.kitty, .iterm, .sixel, .blocks(.trueColour), .blocks(.palette256)] {
            _ = PictureRenderer.render(bytes, as: drawing, maxColumns: 40)
        }
    }
    if let header = FileCacheStore.scanHeader(data) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        precondition(header == (try? decoder.decode(FileCacheStore.Header.self, from: data)), "cache header scanner disagrees")
    }
    _ = try? JSONDecoder().decode(FavoritesDocument.self, from: data)
    _ = try? FavoritesIndexScanner.scan(data, types: types, decoder: JSONDecoder())
    _ = try? JSONDecoder().decode(CartDocument.self, from: data)
    let text = String(decoding: data, as: UTF8.self)
    _ = TerminalSanitizer.sanitize(text)
    _ = Measure(text)
    _ = DisplayWidth.truncate(text, to: 10)
    return 0
}
