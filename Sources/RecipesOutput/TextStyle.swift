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
    /// terminal too narrow for the natural layout, the `giveWay` columns give way first, in that
    /// order: each is cut with "…" (to no fewer than 10 columns) or, if that is not enough, left out.
    /// If it is still too wide, the last column wraps onto lines of its own under where it starts,
    /// so names, paths and amounts are never cut; only when even that leaves it less than 10 columns
    /// does the widest column end in "…". `rightAligned` columns (prices) line up on the right.
    public func table(_ rows: [[String]], emphasis: [Emphasis] = [], giveWay: [Int] = [], rightAligned: Set<Int> = []) -> String {
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
        let layout = TableLayout(cells: cells, width: width, giveWay: giveWay)
        let separator = "  "
        var output = ""
        for row in cells {
            let shown = layout.columns.filter { row.indices.contains($0.index) }
            var line = ""
            var continuation: [String] = []
            for (position, column) in shown.enumerated() {
                let cell = row[column.index]
                let isLast = position == shown.count - 1
                if position > 0 { line += separator }
                if isLast && column.wraps {
                    let folded = WordWrap.lines(cell, width: column.width)
                    line += paint(folded.first ?? "", column: column.index)
                    let indent = String(repeating: " ", count: column.start)
                    continuation = folded.dropFirst().map { indent + paint($0, column: column.index) }
                    continue
                }
                let fitted = DisplayWidth.truncate(cell, to: column.width)
                let padded: String
                if rightAligned.contains(column.index) {
                    padded = String(repeating: " ", count: max(0, column.width - DisplayWidth.of(fitted))) + fitted
                } else {
                    padded = isLast ? fitted : DisplayWidth.pad(fitted, to: column.width)
                }
                line += paint(padded, column: column.index)
            }
            output += line + "\n"
            for extra in continuation { output += extra + "\n" }
        }
        return output
    }
}

/// Which columns a terminal table shows, how wide, and whether the last one wraps (`TextStyle.table`).
struct TableLayout {
    struct Column {
        let index: Int
        var width: Int
        var start = 0
        var wraps = false
    }

    /// No column is cut or wrapped narrower than this.
    static let narrowest = 10
    private static let gap = 2

    var columns: [Column]

    init(cells: [[String]], width: Int?, giveWay: [Int]) {
        let count = cells.map(\.count).max() ?? 0
        columns = (0..<count).map { column in
            Column(index: column, width: cells.map { $0.indices.contains(column) ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0)
        }
        defer { placeStarts() }
        guard let width, !columns.isEmpty else { return }
        for index in giveWay {
            let excess = total - width
            guard excess > 0 else { return }
            guard let position = columns.firstIndex(where: { $0.index == index }) else { continue }
            if columns[position].width - excess >= Self.narrowest {
                columns[position].width -= excess
                return
            }
            columns.remove(at: position)
        }
        let excess = total - width
        guard excess > 0 else { return }
        let last = columns.count - 1
        if columns[last].width - excess >= Self.narrowest {
            columns[last].width -= excess
            columns[last].wraps = true
            return
        }
        // Too narrow for any of that: the widest column gives way, cut with "…".
        if let widest = columns.indices.max(by: { columns[$0].width < columns[$1].width }) {
            columns[widest].width = max(4, columns[widest].width - excess)
        }
    }

    private var total: Int { columns.map(\.width).reduce(0, +) + Self.gap * max(0, columns.count - 1) }

    private mutating func placeStarts() {
        var start = 0
        for position in columns.indices {
            columns[position].start = start
            start += columns[position].width + Self.gap
        }
    }
}
