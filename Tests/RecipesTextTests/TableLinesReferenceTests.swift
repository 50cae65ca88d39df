import RecipesBasics
import TestSupport
import Testing

@testable import RecipesText

/// `TextStyle.table` at a terminal writes a row that fits straight from its cells, each measured
/// once. It must lay out every table exactly as the cell-by-cell layout it replaced: that layout is
/// kept here as the reference, and random tables of every kind of cell are held to it.
@Suite("A terminal's table: laid out as the cell-by-cell reference")
struct TableLinesReferenceTests {
    /// The layout before, verbatim but for its columns' widths, which `TableLayout` still computes from the natural ones.
    private func reference(
        _ style: TextStyle, _ rows: [[String]], emphasis: [TextStyle.Emphasis], giveWay: [Int], wrap: [Int]?, rightAligned: Set<Int>
    ) -> [String] {
        func paint(_ cell: String, column: Int) -> String {
            style.paint(cell, emphasis.indices.contains(column) ? emphasis[column] : .plain)
        }
        var lines: [String] = []
        let cells = rows.map { row in
            Array(row.map(TerminalSanitizer.sanitizeLine).reversed().drop(while: \.isEmpty).reversed())
        }
        let count = cells.map(\.count).max() ?? 0
        let natural = (0..<count).map { column in cells.map { $0.indices.contains(column) ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        let layout = TableLayout(natural: natural, width: style.width, giveWay: giveWay, wrap: wrap)
        for row in cells {
            let shown = layout.columns.filter { row.indices.contains($0.index) }
            let folded = shown.map { column in
                column.wraps
                    ? WordWrap.lines(row[column.index], width: column.width) : [DisplayWidth.truncate(row[column.index], to: column.width)]
            }
            for lineIndex in 0..<(folded.map(\.count).max() ?? 0) {
                let parts = folded.map { $0.indices.contains(lineIndex) ? $0[lineIndex] : "" }
                guard let lastFilled = parts.lastIndex(where: { !$0.isEmpty }) else { continue }
                var line = ""
                for (position, column) in shown.enumerated() where position <= lastFilled {
                    if position > 0 { line += "  " }
                    let part = parts[position]
                    let blank = String(repeating: " ", count: max(0, column.width - DisplayWidth.of(part)))
                    if rightAligned.contains(column.index) {
                        line += blank + paint(part, column: column.index)
                    } else {
                        line += paint(part, column: column.index) + (position == lastFilled ? "" : blank)
                    }
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// A pipe's rows before: each row's cells sanitized, painted and tab-separated, the cells that
    /// end it dropped when they were empty as given.
    private func plainReference(_ style: TextStyle, _ rows: [[String]], emphasis: [TextStyle.Emphasis]) -> [String] {
        rows.map { row in
            var count = row.count
            while count > 0, row[count - 1].isEmpty { count -= 1 }
            return (0..<count).map { column in
                style.paint(TerminalSanitizer.sanitizeLine(row[column]), emphasis.indices.contains(column) ? emphasis[column] : .plain)
            }.joined(separator: "\t")
        }
    }

    @Test("random tables to a pipe, with and without colour: the rows the cell-by-cell writer gave")
    func pipeSameAsReference() {
        var tables = RandomTables(seed: 61)
        for round in 0..<400 {
            let rows = tables.rows()
            let style = TextStyle(isTerminal: false, colour: round % 2 == 0)
            let emphasis = tables.emphasis()
            tables.compare(
                round, rows, lines: style.tableLines(rows, emphasis: emphasis), text: style.table(rows, emphasis: emphasis),
                expected: plainReference(style, rows, emphasis: emphasis))
        }
        #expect(tables.mismatches == 0)
    }

    fileprivate static let words = [
        "", "", "Tart", "Apple pie", "Crème brûlée", "日本酒", "🍰 cake", "a\u{301}b", "\u{1B}[31mred\u{1B}[0m", "Gin\tand\ntonic",
        "a  b   c", "supercalifragilisticexpialidocious-dessert", "https://www.themealdb.com/meal/52917-white-chocolate-creme-brulee",
        "52917", "£1.50", "Walnut Roll Gužvara with a rather long name that wraps", "\u{202E}bidi", "x", " lead", "trail ",
        "\u{7}", "\u{1B}[0m", "\u{200B}", "\u{301}", "a\rb", "line\u{2028}sep", "é", "e\u{301}",
    ]

    @Test("random tables, every width, give-way, wrap, alignment and colour: the same lines and the same text")
    func sameAsReference() {
        var tables = RandomTables(seed: 59)
        for round in 0..<400 {
            let rows = tables.rows()
            let width = [nil, 1, 4, 6, 10, 14, 20, 33, 40, 80, 200][tables.pick(11)]
            let style = TextStyle(isTerminal: true, width: width, colour: round % 3 == 0)
            let giveWay = [[], [1], [0, 2], [3], [0], [0, 1, 2, 3, 4]][tables.pick(6)]
            let wrap: [Int]? = [nil, [2], [1, 2], []][tables.pick(4)]
            let rightAligned: Set<Int> = [[], [1], [0, 3]][tables.pick(3)]
            let emphasis = tables.emphasis()
            tables.compare(
                round, rows,
                lines: style.tableLines(rows, emphasis: emphasis, giveWay: giveWay, wrap: wrap, rightAligned: rightAligned),
                text: style.table(rows, emphasis: emphasis, giveWay: giveWay, wrap: wrap, rightAligned: rightAligned),
                expected: reference(style, rows, emphasis: emphasis, giveWay: giveWay, wrap: wrap, rightAligned: rightAligned))
        }
        #expect(tables.mismatches == 0)
    }

    /// Random tables of `words`, the same every run, and the tally of those that came out otherwise.
    private struct RandomTables {
        var generator: SplitMix
        var mismatches = 0

        init(seed: UInt64) { generator = SplitMix(seed: seed) }

        mutating func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }

        mutating func rows() -> [[String]] {
            (0..<pick(8)).map { _ in (0..<pick(6)).map { _ in TableLinesReferenceTests.words[pick(TableLinesReferenceTests.words.count)] } }
        }

        /// Sometimes fewer emphases than cells: the rest are plain.
        mutating func emphasis() -> [TextStyle.Emphasis] {
            Array(([.dim, .name, .price, .warning, .plain] as [TextStyle.Emphasis]).prefix(pick(6)))
        }

        /// Compared as bytes: `==` on strings calls canonically equal text equal ("é" and e + U+0301).
        mutating func compare(_ round: Int, _ rows: [[String]], lines: [String], text: String, expected: [String]) {
            guard
                lines.map({ Array($0.utf8) }) != expected.map({ Array($0.utf8) })
                    || Array(text.utf8) != Array(expected.map { $0 + "\n" }.joined().utf8)
            else { return }
            mismatches += 1
            if mismatches <= 3 { Issue.record("round \(round): \(rows) gave \(lines), not \(expected)") }
        }
    }
}
