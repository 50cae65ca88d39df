import RecipesBasics
import RecipesShopping

/// The notes for amounts that could not be scaled or converted, one line each, for stderr:
/// "note: '-5 g' of Sugar (Eton Mess) is a negative amount; kept as written".
public enum MeasureNotesOutput {
    public static func lines(_ notes: [MeasureNote]) -> [String] {
        notes.map { "note: " + TerminalSanitizer.sanitizeLine($0.text) }
    }
}
