/// What counts as always on the shelf, unless `--no-staples`: what comes out of a tap or a freezer.
/// Compared like pantry items (`PantryItem.key`).
public enum Staples {
    public static let names = ["Water", "Cold water", "Hot water", "Boiling water", "Ice", "Crushed ice", "Ice cubes"]
}
