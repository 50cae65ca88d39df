/// A catalog's name as users type it and as JSON envelopes carry it. Each catalog declares its own
/// (`CatalogName.desserts` lives with the desserts), so a new catalog needs no change here.
public struct CatalogName: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

extension CatalogName {
    /// "dessert" for "desserts": for messages about one item.
    package var singular: String { rawValue.hasSuffix("s") ? String(rawValue.dropLast()) : rawValue }
    /// "pizzas" for "pizza": for messages about several.
    var plural: String { rawValue.hasSuffix("s") ? rawValue : rawValue + "s" }
}
