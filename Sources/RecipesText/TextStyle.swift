import RecipesBasics

/// How human output is laid out and coloured. On a terminal: aligned columns cut to its width with
/// "…", colour where it helps reading; otherwise one tab-separated record per line for grep and cut,
/// coloured only when asked for (`--color always`). Every cell is sanitized here, so no caller can forget it.
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

    /// Rows of cells; empty cells at the end of a row are dropped (for a pipe, a cell empty as
    /// given: one that sanitizing empties keeps its tab; at a terminal, one empty once sanitized,
    /// so no line ends in blanks). On a
    /// terminal too narrow for the natural layout, the `giveWay` columns give way first, in that
    /// order: each is cut with "…" (to no fewer than 10 columns) or, if that is not enough, left out.
    /// If it is still too wide, the `wrap` columns (by default the last one) wrap in that order, each
    /// onto lines of its own under where it starts and down to no fewer than 10 columns, so names,
    /// paths and amounts are never cut; the cells after a wrapped one stay on the row's first line.
    /// Only when even that is not enough does the widest column end in "…". `rightAligned` columns
    /// (prices) line up on the right.
    public func table(
        _ rows: [[String]], emphasis: [Emphasis] = [], giveWay: [Int] = [], wrap: [Int]? = nil,
        rightAligned: Set<Int> = []
    ) -> String {
        String(decoding: writer(rows, emphasis).utf8(giveWay: giveWay, wrap: wrap, rightAligned: rightAligned), as: UTF8.self)
    }

    /// `table`'s lines, none holding a line break (a recipe card's ingredients, laid out by browse).
    public func tableLines(
        _ rows: [[String]], emphasis: [Emphasis] = [], giveWay: [Int] = [], wrap: [Int]? = nil,
        rightAligned: Set<Int> = []
    ) -> [String] {
        var lines: [String] = []
        writer(rows, emphasis).forEachLine(giveWay: giveWay, wrap: wrap, rightAligned: rightAligned) { line in
            lines.append(String(decoding: line, as: UTF8.self))
        }
        return lines
    }

    private func writer(_ rows: [[String]], _ emphasis: [Emphasis]) -> TableWriter {
        var writer = TableWriter(style: self, rows: rows.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                writer.cell(cell, emphasis.indices.contains(column) ? emphasis[column] : .plain)
            }
            writer.endRow()
        }
        return writer
    }
}

/// Which columns a terminal table shows, how wide, and which of them wrap (`TextStyle.table`).
struct TableLayout {
    struct Column {
        let index: Int
        var width: Int
        var wraps = false
    }

    /// No column is cut or wrapped narrower than this.
    static let narrowest = 10
    private static let gap = 2

    var columns: [Column]

    /// `natural`: each column's widest cell.
    init(natural: [Int], width: Int?, giveWay: [Int], wrap: [Int]? = nil) {
        columns = natural.enumerated().map { Column(index: $0.offset, width: $0.element) }
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
        // Every column given way (a caller that names them all): nothing is left to wrap or cut.
        guard let last = columns.last else { return }
        for index in wrap ?? [last.index] {
            let excess = total - width
            guard excess > 0 else { return }
            guard let position = columns.firstIndex(where: { $0.index == index }), columns[position].width > Self.narrowest else {
                continue
            }
            columns[position].width -= min(excess, columns[position].width - Self.narrowest)
            columns[position].wraps = true
        }
        let excess = total - width
        guard excess > 0 else { return }
        // Too narrow for any of that: the widest column that does not wrap gives way, cut with "…".
        if let widest = columns.indices.filter({ !columns[$0].wraps }).max(by: { columns[$0].width < columns[$1].width }) {
            columns[widest].width = max(4, columns[widest].width - excess)
        }
    }

    private var total: Int { columns.map(\.width).reduce(0, +) + Self.gap * max(0, columns.count - 1) }
}
