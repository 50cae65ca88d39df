import RecipesBasics
/// How human output is laid out and coloured. On a terminal: aligned columns cut to its width with
/// "…", colour where it helps reading; otherwise one tab-separated record per line for grep and cut,
/// never colour. Every cell is sanitized here, so no caller can forget it.
public struct TextStyle: Sendable, Equatable {
    public var isTerminal: Bool
    /// Columns available; nil: no limit.
    public var width: Int?
    public var colour: Bool

    public init(isTerminal: Bool, width: Int? = nil, colour: Bool = false) {
        self.isTerminal = isTerminal
        self.width = isTerminal ? width : nil
        self.colour = colour
    }

    /// How a column's text is coloured on a colour terminal.
    public enum Emphasis: Sendable, Equatable {
        case plain, name, price, dim, warning

        var code: String? {
            switch self {
            case .plain: nil
            case .name: "1"
            case .price: "32"
            case .dim: "2"
            case .warning: "33"
            }
        }
    }

    /// OSC 8 hyperlinks go with colour: only on a terminal (never in a pipe), and off with
    /// `--color never`, `NO_COLOR` or `TERM=dumb`, where a terminal may not take escape sequences.
    public var hyperlinks: Bool { isTerminal && colour }

    /// `text` as a link to `url` where hyperlinks are on and the link is plain http(s) (no ESC, BEL
    /// or other control character could end the sequence early); otherwise `text` as it is.
    public func link(_ text: String, to url: String) -> String {
        hyperlinks ? SafeLink.hyperlink(text, to: url) : text
    }

    /// Prose (instructions) is folded to the terminal, but no wider than this: long lines are hard to read.
    public static let proseWidth = 100

    /// Wraps text in the emphasis's colour when colour is on.
    public func paint(_ text: String, _ emphasis: Emphasis) -> String {
        guard colour, let code = emphasis.code, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// Rows of cells; empty cells at the end of a row are dropped, so no line ends in blanks. On a
    /// terminal too narrow for the natural layout, the widest column gives way and its cells end in "…".
    public func table(_ rows: [[String]], emphasis: [Emphasis] = []) -> String {
        func paint(_ cell: String, column: Int) -> String {
            self.paint(cell, emphasis.indices.contains(column) ? emphasis[column] : .plain)
        }
        guard isTerminal else {
            // One pass, no intermediate arrays: lists of thousands of rows go straight to a pipe.
            var output = ""
            output.reserveCapacity(rows.count * 40)
            for row in rows {
                var count = row.count
                while count > 0, row[count - 1].isEmpty { count -= 1 }
                for column in 0..<count {
                    if column > 0 { output += "\t" }
                    output += paint(TerminalSanitizer.sanitizeLine(row[column]), column: column)
                }
                output += "\n"
            }
            return output
        }
        let cells = rows.map { row in
            Array(row.map(TerminalSanitizer.sanitizeLine).reversed().drop(while: \.isEmpty).reversed())
        }
        let columns = cells.map(\.count).max() ?? 0
        var widths = (0..<columns).map { column in
            cells.map { $0.indices.contains(column) ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        if let width, columns > 0 {
            let total = widths.reduce(0, +) + 2 * (columns - 1)
            if total > width, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }) {
                widths[widest] = max(4, widths[widest] - (total - width))
            }
        }
        return cells.map { row in
            row.enumerated().map { column, cell in
                let fitted = DisplayWidth.truncate(cell, to: widths[column])
                let padded = column == row.count - 1 ? fitted : DisplayWidth.pad(fitted, to: widths[column])
                return paint(padded, column: column)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
