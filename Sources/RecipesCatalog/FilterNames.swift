/// The names a filter takes (an area, a glass, an ingredient), as the catalog lists them, to check a
/// value whose filter answered nothing: a typo is said, with the nearest names, rather than shown as
/// an empty list. A list that cannot be had (offline, nothing cached) checks nothing.
public struct FilterNames: Sendable {
    public let endpoint: Endpoint<[String]>
    /// What one name is, for the message: "area".
    public let kind: String
    /// The command that lists them: "recipes desserts areas".
    public let listCommand: String

    public init(endpoint: Endpoint<[String]>, kind: String, listCommand: String) {
        self.endpoint = endpoint
        self.kind = kind
        self.listCommand = listCommand
    }

    public enum Outcome: Equatable, Sendable {
        /// Listed, spelled this way (the value itself, or its listed spelling ignoring case and accents).
        case listed(String)
        case unlisted(suggestions: [String])
    }

    /// `value` among `names`: exactly, else ignoring case and accents, else the nearest names.
    public static func find(_ value: String, in names: [String]) -> Outcome {
        if names.contains(value) { return .listed(value) }
        let key = AlphabeticalOrder.key(for: value.trimmed())
        if let listed = names.first(where: { AlphabeticalOrder.key(for: $0) == key }) { return .listed(listed) }
        return .unlisted(suggestions: NearMiss.names(near: value.trimmed(), in: names))
    }
}

extension CatalogBrowser {
    /// A filter answered nothing for `value`: its listed spelling when that differs (ask again with
    /// it), nil when the value is listed as given or the list cannot be had; a value the list does
    /// not hold is `CatalogError.unknownName`.
    public func listedSpelling(of value: String, in names: FilterNames) async throws -> String? {
        guard let listed = try? await load(names.endpoint).value else { return nil }
        switch FilterNames.find(value, in: listed) {
        case .listed(let spelling):
            return spelling == value ? nil : spelling
        case .unlisted(let suggestions):
            throw CatalogError.unknownName(kind: names.kind, value: value, suggestions: suggestions, listCommand: names.listCommand)
        }
    }
}
