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
    /// If it is still too wide, the `wrap` columns (by default the last one) wrap in that order, each
    /// onto lines of its own under where it starts and down to no fewer than 10 columns, so names,
    /// paths and amounts are never cut; the cells after a wrapped one stay on the row's first line.
    /// Only when even that is not enough does the widest column end in "…". `rightAligned` columns
    /// (prices) line up on the right.
    public func table(
        _ rows: [[String]], emphasis: [Emphasis] = [], giveWay: [Int] = [], wrap: [Int]? = nil,
        rightAligned: Set<Int> = []
    ) -> String {
        guard isTerminal else {
            // One pass, no intermediate arrays: lists of thousands of rows go straight to a pipe.
            var table = PlainTable(style: self, rows: rows.count)
            for row in rows {
                table.append(row, emphasis: emphasis)
            }
            return table.text
        }
        // The lines' bytes are gathered, and made a string once.
        var output: [UInt8] = []
        output.reserveCapacity(rows.count * 64)
        layOut(rows, emphasis: emphasis, giveWay: giveWay, wrap: wrap, rightAligned: rightAligned) { line in
            output.append(raw: line)
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `table`'s lines, none holding a line break (a recipe card's ingredients, laid out by browse).
    public func tableLines(
        _ rows: [[String]], emphasis: [Emphasis] = [], giveWay: [Int] = [], wrap: [Int]? = nil,
        rightAligned: Set<Int> = []
    ) -> [String] {
        guard isTerminal else {
            return rows.map { row in
                var line = PlainTable(style: self, rows: 1)
                line.append(row, emphasis: emphasis)
                return line.textWithoutLastBreak
            }
        }
        var lines: [String] = []
        layOut(rows, emphasis: emphasis, giveWay: giveWay, wrap: wrap, rightAligned: rightAligned) { line in
            lines.append(String(decoding: line, as: UTF8.self))
        }
        return lines
    }

    /// The terminal's table, each line given to `body` as its UTF-8 (valid during the call). A row
    /// whose cells all fit their columns, as nearly every row does, is one line written straight
    /// from its cells, each measured once; a row with a cell to wrap or cut is folded as below.
    /// (Strings of blanks and lines appended to, cell by cell, were 554 M instructions of a list of
    /// 20,000 favorites at a terminal.)
    private func layOut(
        _ rows: [[String]], emphasis: [Emphasis], giveWay: [Int], wrap: [Int]?, rightAligned: Set<Int>,
        _ body: (UnsafeRawBufferPointer) -> Void
    ) {
        // Every row's cells sanitized, in one list, the empty ones that end a row dropped, each
        // measured once: `ends[row]` is where the row's cells end.
        var cells: [String] = []
        var widths: [Int] = []
        var ends: [Int] = []
        var natural: [Int] = [] // each column's widest cell
        ends.reserveCapacity(rows.count)
        for row in rows {
            let start = cells.count
            for cell in row { cells.append(TerminalSanitizer.sanitizeLine(cell)) }
            while cells.count > start, cells[cells.count - 1].isEmpty { cells.removeLast() }
            for at in start..<cells.count {
                let width = DisplayWidth.of(cells[at])
                widths.append(width)
                if at - start == natural.count { natural.append(0) }
                natural[at - start] = max(natural[at - start], width)
            }
            ends.append(cells.count)
        }
        let layout = TableLayout(natural: natural, width: width, giveWay: giveWay, wrap: wrap)
        var line: [UInt8] = []
        func put(_ part: String, column: Int) {
            var painted = paint(part, emphasis.indices.contains(column) ? emphasis[column] : .plain)
            painted.withUTF8 { line.append(contentsOf: $0) }
        }
        func blanks(_ count: Int) {
            for _ in 0..<max(0, count) { line.append(0x20) }
        }
        for number in rows.indices {
            let start = number == 0 ? 0 : ends[number - 1]
            let count = ends[number] - start
            // A row whose shown cells all fit their columns: one line, from the cells as they are.
            var fits = true
            var lastFilled: Int? // the last shown column with a cell that is not empty
            for column in layout.columns where column.index < count {
                if column.wraps || widths[start + column.index] > column.width { fits = false }
                if !cells[start + column.index].isEmpty { lastFilled = column.index }
            }
            if fits {
                guard let lastFilled else { continue }
                line.removeAll(keepingCapacity: true)
                var position = 0
                for column in layout.columns where column.index <= lastFilled && column.index < count {
                    if position > 0 { line += [0x20, 0x20] }
                    position += 1
                    let part = cells[start + column.index]
                    let blank = column.width - widths[start + column.index]
                    if rightAligned.contains(column.index) {
                        blanks(blank)
                        put(part, column: column.index)
                    } else {
                        put(part, column: column.index)
                        if column.index != lastFilled { blanks(blank) }
                    }
                }
                line.withUnsafeBytes(body)
                continue
            }
            // Each shown cell as the lines it takes: one, cut to its column, or its words folded to it.
            let shown = layout.columns.filter { $0.index < count }
            let folded = shown.map { column in
                let cell = cells[start + column.index]
                return column.wraps ? WordWrap.lines(cell, width: column.width) : [DisplayWidth.truncate(cell, to: column.width)]
            }
            for lineIndex in 0..<(folded.map { $0.count }.max() ?? 0) {
                let parts = folded.map { $0.indices.contains(lineIndex) ? $0[lineIndex] : "" }
                guard let lastFilled = parts.lastIndex(where: { !$0.isEmpty }) else { continue }
                line.removeAll(keepingCapacity: true)
                for (position, column) in shown.enumerated() where position <= lastFilled {
                    if position > 0 { line += [0x20, 0x20] }
                    let part = parts[position]
                    let blank = column.width - DisplayWidth.of(part)
                    if rightAligned.contains(column.index) {
                        blanks(blank)
                        put(part, column: column.index)
                    } else {
                        put(part, column: column.index)
                        if position != lastFilled { blanks(blank) }
                    }
                }
                line.withUnsafeBytes(body)
            }
        }
    }
}

/// `TextStyle.table` for a pipe: one line a row, the cells tab-separated, empty ones at the end of
/// a row dropped, each cell sanitized (and painted, where the style paints). Cells are taken as
/// strings or as their UTF-8, so a list of 20,000 favorites read from the index's bytes is
/// written from them: printable ASCII, as nearly every cell is, is its own sanitized text.
/// The rows' bytes are gathered and made a string once: appending to a string checked and grew
/// it at each of the 100,000 cells of 20,000 favorites.
public struct PlainTable {
    private let style: TextStyle
    private var bytes: [UInt8] = []
    /// The cells of the row begun so far, empty ones included.
    private var cells = 0
    /// Empty cells not written yet: written (as their tabs) only if a cell after them is not empty.
    private var empties = 0

    public init(style: TextStyle, rows: Int) {
        self.style = style
        bytes.reserveCapacity(rows * 48)
    }

    /// Every row appended so far, each ended by a line break.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `text` as its UTF-8, no string made of it.
    public var utf8: [UInt8] { bytes }

    /// `text` without the line break that ends the last row.
    var textWithoutLastBreak: String { String(decoding: bytes.dropLast(), as: UTF8.self) }

    public mutating func append(_ row: [String], emphasis: [TextStyle.Emphasis]) {
        for (column, cell) in row.enumerated() {
            var cell = cell
            cell.withUTF8 { self.cell(UnsafeRawBufferPointer($0), emphasis.indices.contains(column) ? emphasis[column] : .plain) }
        }
        endRow()
    }

    /// The row's next cell, as its UTF-8 (valid UTF-8, as a string's is).
    public mutating func cell(_ utf8: UnsafeRawBufferPointer, _ emphasis: TextStyle.Emphasis) {
        cells += 1
        if utf8.isPrintableASCII, !(style.colour && emphasis.code != nil) {
            put(utf8) // its own sanitized text
            return
        }
        // Sanitized first: a cell of nothing but control characters is an empty one.
        var text = style.paint(TerminalSanitizer.sanitizeLine(String(decoding: utf8, as: UTF8.self)), emphasis)
        text.withUTF8 { put(UnsafeRawBufferPointer($0)) }
    }

    private mutating func put(_ cell: UnsafeRawBufferPointer) {
        guard !cell.isEmpty else {
            empties += 1
            return
        }
        // A tab before each cell but the first, the empty ones held back included.
        let firstHeldBack = cells - 1 - empties
        for _ in 0..<(empties + (firstHeldBack == 0 ? 0 : 1)) { bytes.append(0x09) }
        empties = 0
        bytes.append(raw: cell)
    }

    public mutating func endRow() {
        bytes.append(0x0A)
        cells = 0
        empties = 0
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
        for index in wrap ?? [columns[columns.count - 1].index] {
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
