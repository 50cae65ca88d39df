import RecipesText

/// One row of the screen as parts, each with its colour, laid out on the plain text and painted
/// last, so a colour's escape never counts as width and never cuts. Colours follow the commands'
/// (`TextStyle.Emphasis`): names bold, prices green, what is secondary dim. Each colour is ended by
/// its own reset (bold off, default colour), not a full reset, so a selected row stays in reverse video.
struct BrowseRow {
    enum Paint {
        case none, name, price, dim

        var codes: (on: String, off: String)? {
            switch self {
            case .none: nil
            case .name: ("\u{1B}[1m", "\u{1B}[22m")
            case .price: ("\u{1B}[32m", "\u{1B}[39m")
            case .dim: ("\u{1B}[2m", "\u{1B}[22m")
            }
        }
    }

    private(set) var parts: [(text: String, paint: Paint)] = []

    init(_ text: String = "", _ paint: Paint = .none) {
        if !text.isEmpty { parts.append((text, paint)) }
    }

    mutating func add(_ text: String, _ paint: Paint = .none) {
        if !text.isEmpty { parts.append((text, paint)) }
    }

    var text: String { parts.map(\.text).joined() }
    var width: Int { DisplayWidth.of(text) }

    /// The row at `columns`: painted when `colour` is on, in reverse video across the width when
    /// selected. A row too wide is cut plain (no colour can be cut in half).
    func line(columns: Int, colour: Bool, selected: Bool = false) -> String {
        let plainText = text
        let width = DisplayWidth.of(plainText)
        var line: String
        if width > columns {
            line = DisplayWidth.truncate(plainText, to: columns)
        } else if colour {
            line = parts.map { part in part.paint.codes.map { $0.on + part.text + $0.off } ?? part.text }.joined()
        } else {
            line = plainText
        }
        guard selected else { return line }
        line += String(repeating: " ", count: max(0, columns - min(width, columns)))
        return BrowseScreen.reverse + line + BrowseScreen.plain
    }
}
