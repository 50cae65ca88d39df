import RecipesBasics
import RecipesCatalog
import RecipesOutput

/// The open item's lines at a width: its name, the picture rows, then the recipe as `show` prints
/// it at a terminal (facts, ingredients with measures, instructions folded to the width, note).
public enum BrowseDetailText {
    /// The margin on each side of the text.
    static let margin = 1

    public static func lines(_ detail: BrowseDetail, columns: Int) -> [String] {
        let name = TerminalSanitizer.sanitizeLine(detail.item.name)
        switch detail.phase {
        case .loading:
            return [name]
        case .failed(let message):
            return [name, "", TerminalSanitizer.sanitizeLine(message)]
        case .loaded(let card, let note):
            let style = TextStyle(isTerminal: true, width: max(10, columns - 2 * margin), colour: false)
            var lines = RecipeCardOutput.text(card, favorite: detail.item.isFavorite, note: note, style: style)
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            if !detail.pictureRows.isEmpty {
                lines.insert(contentsOf: detail.pictureRows.map { BrowseDetailText.picturePrefix + $0 }, at: min(1, lines.count))
            }
            return lines
        }
    }

    /// Marks a picture row: it is drawn as it is, not sanitized or cut (its own encoder made it).
    static let picturePrefix = "\u{0}picture:"
}
