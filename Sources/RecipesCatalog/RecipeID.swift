/// An id the remote catalogs accept: 1 to 12 ASCII digits. Checked before any URL is built, so
/// `../`, spaces, letters or query syntax never reach a request.
public struct RecipeID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init?(_ text: String) {
        guard (1...12).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = RecipeID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a recipe id: \(text)"))
        }
        self = id
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
