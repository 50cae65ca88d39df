import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One object of TheMealDB/TheCocktailDB style JSON: flat string fields, many of them optional,
/// keys that come and go between API versions. Keeps every string (and number, as text) under its
/// key and ignores other shapes, so unknown or renamed keys never break decoding.
public struct WireRecord: Decodable, Sendable {
    let fields: [String: String]

    public init(fields: [String: String]) { self.fields = fields }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var fields: [String: String] = [:]
        for key in container.allKeys {
            if let text = try? container.decode(String.self, forKey: key) {
                fields[key.stringValue] = text
            } else if let number = try? container.decode(Int.self, forKey: key) {
                fields[key.stringValue] = String(number)
            }
        }
        self.fields = fields
    }

    /// The trimmed value, or nil when absent, null or blank.
    public subscript(_ key: String) -> String? {
        guard let raw = fields[key] else { return nil }
        let trimmed = raw.trimmed()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An http(s) URL, or nil when absent or not a URL. A control or formatting character (ESC,
    /// BEL, a C1 code, a bidi override) makes it no link: `URL(string:)` would percent-encode it
    /// into one that looks plain and still says those characters to whatever decodes it.
    public func url(_ key: String) -> URL? {
        guard let text = self[key],
            text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) // the common case, printable ASCII: nothing to look up
                || !text.unicodeScalars.contains(where: { [.control, .format].contains($0.properties.generalCategory) }),
            let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        return url
    }

    /// `url(key)`'s text, made without building the URL when the address is a plain web address
    /// (`JSONShape.isWebAddress`: one `URL(string:)` reads as it is, the form the catalogs send).
    public func webAddress(_ key: String) -> String? {
        guard var text = self[key] else { return nil }
        if text.withUTF8({ JSONShape.isWebAddress($0) }) { return text }
        return url(key)?.absoluteString
    }

    /// Ingredient N paired with measure N, in N's order; blank ingredients dropped, a real ingredient
    /// with a blank measure kept (measure nil). Works for any number of slots.
    public func ingredients(ingredientPrefix: String, measurePrefix: String) -> [Ingredient] {
        let slots = fields.keys.compactMap { key -> Int? in
            guard key.hasPrefix(ingredientPrefix) else { return nil }
            return Int(key.dropFirst(ingredientPrefix.count))
        }
        return slots.sorted().compactMap { slot in
            guard let name = self["\(ingredientPrefix)\(slot)"] else { return nil }
            return Ingredient(name: name, measure: self["\(measurePrefix)\(slot)"])
        }
    }

    /// Every key with this prefix, for families such as translated instructions.
    public func keys(withPrefix prefix: String) -> [String] {
        fields.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
