import RecipesText
import Testing

/// `TableWriter` takes cells as their bytes (the favorites list, from its index) or as strings
/// (`TextStyle.table`): both must write what the other does, sanitized and painted alike, to a
/// pipe and at a terminal.
@Suite("A table from cells' bytes")
struct TableWriterTests {
    private let rows: [[String]] = [
        ["desserts", "52917", "Tart", "✎"],
        ["desserts", "1", "Pie", ""],
        ["", "2", "", "✎"],
        ["", "", "", ""],
        [],
        ["cocktails", "", "Gin\tand\ntonic", ""],
        ["x", "\u{1B}[31mred\u{1B}[0m", "Crème brûlée", "a\u{202E}b"],
        ["\u{7F}del", "日本酒", "~tilde ok", "\u{0}"],
        ["only"],
    ]

    private func fromBytes(_ style: TextStyle, emphasis: [TextStyle.Emphasis]) -> String {
        var table = TableWriter(style: style, rows: rows.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                var cell = cell
                cell.withUTF8 { table.cell(UnsafeRawBufferPointer($0), emphasis[column]) }
            }
            table.endRow()
        }
        return String(decoding: table.utf8(wrap: [2]), as: UTF8.self)
    }

    @Test("cells given as bytes make the table `table` makes of the strings, without and with colour")
    func sameAsStrings() {
        let emphasis: [TextStyle.Emphasis] = [.dim, .dim, .name, .warning]
        for style in [
            TextStyle(isTerminal: false), TextStyle(isTerminal: false, colour: true), TextStyle(isTerminal: true, width: 80),
            TextStyle(isTerminal: true, width: 24, colour: true), TextStyle(isTerminal: true),
        ] {
            // As bytes: `==` on strings calls canonically equal text equal.
            #expect(Array(fromBytes(style, emphasis: emphasis).utf8) == Array(style.table(rows, emphasis: emphasis, wrap: [2]).utf8))
        }
    }

    @Test(
        "tabs between cells, none for the empty ones a row ends with (one sanitized to nothing keeps its tab); control and bidi characters made harmless"
    )
    func layout() {
        let text = fromBytes(TextStyle(isTerminal: false), emphasis: [.plain, .plain, .plain, .plain])
        #expect(
            text == """
                desserts\t52917\tTart\t✎
                desserts\t1\tPie
                \t2\t\t✎


                cocktails\t\tGin and tonic
                x\tred\tCrème brûlée\tab
                del\t日本酒\t~tilde ok\t
                only

                """)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7F || $0.value == 0x202E })
    }

    /// Each cell is appended to the bytes written so far: the whole must cost about what its bytes
    /// do. A second reference to those bytes during an append made each append copy them all (a
    /// list of 20,000 favorites took 0.66 s instead of 0.03). Eight times the rows must then take
    /// about eight times as long, not sixty-four: the ratio, each side the fastest of three runs
    /// taken in turns, holds on a slow or busy machine, where a time limit would not. (At 5,000
    /// against 20,000 with a limit of 10x, a busy coverage run once measured 11.9x.)
    @Test(
        "20,000 rows take about eight times what 2,500 do, to a pipe and at a terminal, in colour and folded to 30 columns: each cell is not a copy of all before it"
    )
    func linear() {
        let row = ["desserts", "52917", "White chocolate creme brulee", "✎"]
        let clock = ContinuousClock()
        func measure(_ rows: Int, _ style: TextStyle) -> Duration {
            clock.measure {
                var table = TableWriter(style: style, rows: rows)
                for _ in 0..<rows {
                    for cell in row { table.cell(cell, .name) }
                    table.endRow()
                }
                #expect(table.utf8(wrap: [2]).count > rows * 40)
            }
        }
        for style in [
            TextStyle(isTerminal: false), TextStyle(isTerminal: false, colour: true), TextStyle(isTerminal: true, width: 80, colour: true),
            TextStyle(isTerminal: true, width: 30),
        ] {
            var (few, many) = (Duration.seconds(1_000), Duration.seconds(1_000))
            for _ in 0..<3 {
                few = min(few, measure(2_500, style))
                many = min(many, measure(20_000, style))
            }
            #expect(many < few * 24, "\(style): 2,500 rows \(few), 20,000 rows \(many)")
        }
    }

    @Test("a terminal too narrow for a table whose every column gives way: nothing to show, no trap")
    func everyColumnGivesWay() {
        let style = TextStyle(isTerminal: true, width: 5)
        #expect(style.table([["abcdefghijklmnop", "qrstuvwxyz"]], giveWay: [0, 1]) == "")
        #expect(style.table([["abcdefghijklmnop"]], giveWay: [0]) == "")
        #expect(style.tableLines([["abcdefghijklmnop"], []], giveWay: [0]).isEmpty)
    }
}
