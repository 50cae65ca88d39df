import RecipesBasics
import RecipesCatalog
import RecipesText

/// The open item's lines at a width: its name, the picture rows, then the recipe as `show` prints
/// it at a terminal (facts, ingredients with measures, instructions folded to the width, note).
public enum BrowseDetailText {
    public enum Line: Equatable, Sendable {
        /// Text made here from the recipe: sanitized, cut to the width when drawn.
        case text(String)
        /// A picture row from `BrowsePictures`: drawn as it is (its own encoder made it).
        case picture(String)
    }

    /// The margin on each side of the text.
    static let margin = 1

    public static func lines(_ detail: BrowseDetail, columns: Int) -> [Line] {
        let name = TerminalSanitizer.sanitizeLine(detail.item.name)
        switch detail.phase {
        case .loading:
            return [.text(name)]
        case .failed(let message):
            return [.text(name), .text(""), .text(TerminalSanitizer.sanitizeLine(message))]
        case .loaded(let card, let note):
            let style = TextStyle(isTerminal: true, width: max(10, columns - 2 * margin), colour: false)
            var lines: [Line] = RecipeCardOutput.lines(card, favorite: detail.item.isFavorite, note: note, style: style).map(Line.text)
            lines.insert(contentsOf: detail.pictureRows.map(Line.picture), at: min(1, lines.count))
            return lines
        }
    }
}
