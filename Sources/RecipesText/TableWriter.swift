import RecipesBasics

/// A table built cell by cell, each cell given as a string or as its UTF-8, then written as
/// `TextStyle.table` writes it: for a pipe, one line a row, the cells tab-separated; at a terminal,
/// aligned columns that give way, wrap or cut to its width. Every cell is sanitized here. Empty
/// cells that end a row are dropped: for a pipe, a cell empty as it was given (one that sanitizing
/// empties keeps its tab, as it always has); at a terminal, one empty once sanitized.
///
/// Cells of printable ASCII, as nearly every cell is, are their own sanitized text and take a
/// column a byte: they are copied as they are, checked eight bytes at a time, and no string is
/// made of them. So the favorites list of 20,000 rows, read from the index's bytes, is written from
/// those bytes, to a pipe or a terminal. (Strings of cells, rows, blanks and lines, cell by cell,
/// were 554 M instructions of that list at a terminal, and 63 M to a pipe.)
public struct TableWriter {
    private let style: TextStyle
    /// To a pipe: the lines as they are written. At a terminal: the cells' sanitized UTF-8.
    private var bytes: [UInt8] = []
    /// At a terminal: each cell of each row, in order, and where each row's cells end.
    private var cells: [Cell] = []
    private var ends: [Int] = []
    /// The cells of the row begun so far, empty ones included.
    private var cellsInRow = 0
    /// To a pipe: empty cells not written yet, written (as their tabs) only if a cell after them is not empty.
    private var empties = 0

    private struct Cell {
        var start: Int
        var count: Int
        /// Display width (columns).
        var width: Int
        var emphasis: TextStyle.Emphasis
    }

    public init(style: TextStyle, rows: Int) {
        self.style = style
        bytes.reserveCapacity(rows * 48)
        if style.isTerminal {
            cells.reserveCapacity(rows * 4)
            ends.reserveCapacity(rows)
        }
    }

    public mutating func cell(_ text: String, _ emphasis: TextStyle.Emphasis) {
        var text = text
        text.withUTF8 { cell(UnsafeRawBufferPointer($0), emphasis) }
    }

    /// The row's next cell, as its UTF-8 (bytes that are not UTF-8 are read as `String(decoding:)`
    /// reads them). Every row is ended by `endRow()`: cells after the last one are not written.
    public mutating func cell(_ utf8: UnsafeRawBufferPointer, _ emphasis: TextStyle.Emphasis) {
        cellsInRow += 1
        if utf8.isPrintableASCII {
            put(utf8, width: utf8.count, given: utf8.count, emphasis)
            return
        }
        var text = TerminalSanitizer.sanitizeLine(String(decoding: utf8, as: UTF8.self))
        let width = style.isTerminal ? DisplayWidth.of(text) : 0
        text.withUTF8 { put(UnsafeRawBufferPointer($0), width: width, given: utf8.count, emphasis) }
    }

    /// A sanitized cell; `given`, how many bytes it was given as.
    private mutating func put(_ cell: UnsafeRawBufferPointer, width: Int, given: Int, _ emphasis: TextStyle.Emphasis) {
        if style.isTerminal {
            cells.append(Cell(start: bytes.count, count: cell.count, width: width, emphasis: emphasis))
            bytes.append(raw: cell)
            return
        }
        guard given > 0 else {
            empties += 1
            return
        }
        // A tab before each cell but the first, the empty ones held back included.
        let firstHeldBack = cellsInRow - 1 - empties
        for _ in 0..<(empties + (firstHeldBack == 0 ? 0 : 1)) { bytes.append(0x09) }
        empties = 0
        Self.paint(cell, emphasis, colour: style.colour, to: &bytes)
    }

    /// `cell` in the emphasis's colour where the style colours (`TextStyle.paint`), else as it is.
    /// Static: a method of `self` given `&self.bytes` holds a second reference to the bytes while
    /// it appends to them, and each append copied them all (0.66 s for a list of 20,000).
    private static func paint(_ cell: UnsafeRawBufferPointer, _ emphasis: TextStyle.Emphasis, colour: Bool, to output: inout [UInt8]) {
        if colour, let code = emphasis.code, !cell.isEmpty {
            output += Array("\u{1B}[\(code)m".utf8)
            output.append(raw: cell)
            output += [0x1B, 0x5B, 0x30, 0x6D] // ESC [ 0 m
        } else {
            output.append(raw: cell)
        }
    }

    public mutating func endRow() {
        if style.isTerminal {
            let start = ends.last ?? 0
            while cells.count > start, cells[cells.count - 1].count == 0 { cells.removeLast() }
            ends.append(cells.count)
        } else {
            bytes.append(0x0A)
        }
        cellsInRow = 0
        empties = 0
    }

    /// The table's text as UTF-8, each line ended by a line break. `giveWay`, `wrap` and
    /// `rightAligned` as `TextStyle.table` takes them (a pipe's lines take none of them).
    public func utf8(giveWay: [Int] = [], wrap: [Int]? = nil, rightAligned: Set<Int> = []) -> [UInt8] {
        guard style.isTerminal else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + ends.count * 24)
        forEachLine(giveWay: giveWay, wrap: wrap, rightAligned: rightAligned) { line in
            output.append(raw: line)
            output.append(0x0A)
        }
        return output
    }

    /// Each line, without its line break, as its UTF-8 (valid during the call).
    func forEachLine(giveWay: [Int], wrap: [Int]?, rightAligned: Set<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard style.isTerminal else {
            var start = 0
            bytes.withUnsafeBytes { all in
                for (at, byte) in all.enumerated() where byte == 0x0A {
                    body(UnsafeRawBufferPointer(rebasing: all[start..<at]))
                    start = at + 1
                }
            }
            return
        }
        bytes.withUnsafeBytes { layOut($0, giveWay: giveWay, wrap: wrap, rightAligned: rightAligned, body) }
    }

    /// The terminal's lines. A row whose cells all fit their columns, as nearly every row does, is
    /// one line written straight from its cells' bytes; a row with a cell to wrap or cut is folded
    /// as strings: each cell one line, cut to its column with "…", or its words folded to it.
    private func layOut(
        _ text: UnsafeRawBufferPointer, giveWay: [Int], wrap: [Int]?, rightAligned: Set<Int>,
        _ body: (UnsafeRawBufferPointer) -> Void
    ) {
        var natural: [Int] = [] // each column's widest cell
        for row in ends.indices {
            let start = row == 0 ? 0 : ends[row - 1]
            for at in start..<ends[row] {
                if at - start == natural.count { natural.append(0) }
                natural[at - start] = max(natural[at - start], cells[at].width)
            }
        }
        let layout = TableLayout(natural: natural, width: style.width, giveWay: giveWay, wrap: wrap)
        var line: [UInt8] = []
        func put(_ part: UnsafeRawBufferPointer, _ emphasis: TextStyle.Emphasis) {
            Self.paint(part, emphasis, colour: style.colour, to: &line)
        }
        func put(_ part: String, _ emphasis: TextStyle.Emphasis) {
            var part = part
            part.withUTF8 { put(UnsafeRawBufferPointer($0), emphasis) }
        }
        func blanks(_ count: Int) {
            for _ in 0..<max(0, count) { line.append(0x20) }
        }
        func bytes(_ cell: Cell) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: text[cell.start..<cell.start + cell.count])
        }
        for row in ends.indices {
            let start = row == 0 ? 0 : ends[row - 1]
            let count = ends[row] - start
            var fits = true
            var lastFilled: Int? // the last shown column with a cell that is not empty
            for column in layout.columns where column.index < count {
                if column.wraps || cells[start + column.index].width > column.width { fits = false }
                if cells[start + column.index].count > 0 { lastFilled = column.index }
            }
            if fits {
                guard let lastFilled else { continue }
                line.removeAll(keepingCapacity: true)
                var position = 0
                for column in layout.columns where column.index <= lastFilled && column.index < count {
                    if position > 0 { line += [0x20, 0x20] }
                    position += 1
                    let cell = cells[start + column.index]
                    if rightAligned.contains(column.index) {
                        blanks(column.width - cell.width)
                        put(bytes(cell), cell.emphasis)
                    } else {
                        put(bytes(cell), cell.emphasis)
                        if column.index != lastFilled { blanks(column.width - cell.width) }
                    }
                }
                line.withUnsafeBytes(body)
                continue
            }
            let shown = layout.columns.filter { $0.index < count }
            let folded = shown.map { column in
                let cell = String(decoding: bytes(cells[start + column.index]), as: UTF8.self)
                return column.wraps ? WordWrap.lines(cell, width: column.width) : [DisplayWidth.truncate(cell, to: column.width)]
            }
            for lineIndex in 0..<(folded.map { $0.count }.max() ?? 0) {
                let parts = folded.map { $0.indices.contains(lineIndex) ? $0[lineIndex] : "" }
                guard let lastFilled = parts.lastIndex(where: { !$0.isEmpty }) else { continue }
                line.removeAll(keepingCapacity: true)
                for (position, column) in shown.enumerated() where position <= lastFilled {
                    if position > 0 { line += [0x20, 0x20] }
                    let part = parts[position]
                    let emphasis = cells[start + column.index].emphasis
                    if rightAligned.contains(column.index) {
                        blanks(column.width - DisplayWidth.of(part))
                        put(part, emphasis)
                    } else {
                        put(part, emphasis)
                        if position != lastFilled { blanks(column.width - DisplayWidth.of(part)) }
                    }
                }
                line.withUnsafeBytes(body)
            }
        }
    }
}
