import RecipesCatalog

/// The stderr warning that a list left out records it could not list, e.g.
/// "warning: skipped 2 dessert records without an id or a name". One per command: a list built
/// from several answers carries their sum.
public enum SkippedRecordsNote {
    public static func text<Resource>(for loaded: Loaded<Resource>, catalog: CatalogName) -> String? {
        let count = loaded.skippedRecords
        guard count > 0 else { return nil }
        return "warning: skipped \(count) \(catalog.singular) record\(count == 1 ? "" : "s") without an id or a name"
    }
}
