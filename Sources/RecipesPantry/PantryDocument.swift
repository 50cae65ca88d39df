import RecipesStorage

/// `pantry.json`: `{"schemaVersion": 1, "items": ["Lime juice", "Tequila"]}`, a `ListDocument`, the
/// items in the shared alphabetical order. One item that cannot be read (not a string, control
/// characters, too long) does not make the file corrupt: it is kept in `unreadable`, the others are
/// used, and the next change keeps it in a file of its own, byte for byte, as favorites do. A file
/// with more than `maximumItems` items is corrupt: no shelf is that long, and each item costs a request.
public typealias PantryDocument = ListDocument<PantryFormat>

public enum PantryFormat: ListFormat {
    public typealias Entry = PantryItem
    public static let currentVersion = 1
    public static let entriesKey = "items"
    public static let maximumItems = 500
    public static var maximumEntries: Int? { maximumItems }

    /// The file kept aside is a pantry of its own, with only those items.
    public static func restoreHint(aside: String) -> String {
        "fix it there, then copy it back into the items of pantry.json"
    }
}

extension ListDocument where Format == PantryFormat {
    public static var maximumItems: Int { PantryFormat.maximumItems }

    public init(items: [PantryItem]) { self.init(entries: items) }

    public var items: [PantryItem] {
        get { entries }
        set { entries = newValue }
        _modify { yield &entries }
    }
}
