import RecipesStorage

/// `cart.json`: `{"schemaVersion": 1, "lines": [...]}`, a `ListDocument`. One line that cannot be
/// read (a wrong type, a quantity outside 1–99) does not make the file corrupt: it is kept in
/// `unreadable`, the others are used, and the next write keeps it in a file of its own
/// (`JSONFileStore`), as favorites do.
public typealias CartDocument = ListDocument<CartFormat>

public enum CartFormat: ListFormat {
    public typealias Entry = CartLine
    public static let currentVersion = 1
    public static let entriesKey = "lines"

    /// The file kept aside is a cart of its own, with only those lines.
    public static func restoreHint(aside: String) -> String {
        "fix it there, then copy it back into the lines of cart.json"
    }
}

extension ListDocument where Format == CartFormat {
    public init(lines: [CartLine]) { self.init(entries: lines) }

    public var lines: [CartLine] {
        get { entries }
        set { entries = newValue }
        _modify { yield &entries }
    }
}
