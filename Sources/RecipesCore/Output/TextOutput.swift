/// How human output is laid out. On a terminal: aligned columns; otherwise one tab-separated record
/// per line for grep and cut. Every cell is sanitized here, so no caller can forget it.
public struct TextStyle: Sendable {
    public var isTerminal: Bool

    public init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    /// Rows of cells; empty cells at the end of a row are dropped, so no line ends in blanks.
    public func table(_ rows: [[String]]) -> String {
        let cells = rows.map { row in
            Array(row.map(TerminalSanitizer.sanitizeLine).reversed().drop(while: \.isEmpty).reversed())
        }
        guard isTerminal else {
            return cells.map { $0.joined(separator: "\t") + "\n" }.joined()
        }
        let columns = cells.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            cells.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return cells.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
