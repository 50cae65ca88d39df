import RecipesCatalog

/// The seam for pictures in the detail view: given the open item and its recipe, the rows of a
/// picture to draw above the facts, at most `maxColumns` wide: lines of text already encoded for the
/// terminal (half blocks with their colour sequences), drawn as they are, never sanitized or cut.
/// Returning no rows draws no picture; a picture never fails the view.
public protocol BrowsePictures: Sendable {
    func rows(for item: BrowseItem, card: RecipeCard, maxColumns: Int) async -> [String]
}

/// What browse ships with until pictures are plugged in: none.
public struct NoPictures: BrowsePictures {
    public init() {}
    public func rows(for item: BrowseItem, card: RecipeCard, maxColumns: Int) async -> [String] { [] }
}
