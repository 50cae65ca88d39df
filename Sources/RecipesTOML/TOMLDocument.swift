// TOMLKit imports Foundation, where the rest of the package uses FoundationEssentials. A module
// that loads Foundation, even through a dependency's dependency, has Foundation's extension members
// (String.range(of:options:locale:)) win overload resolution in its files, and the static binary then
// links all of Foundation and ICU (20 MB → 65 MB, and a quarter more start-up instructions,
// measured). `internal import` still has clients load TOMLKit (this module is not built for library
// evolution); `@_implementationOnly` does not. Its warning is about a type of the hidden module in the
// layout of one of ours: none is, TOMLKit's types appear only as locals in the functions below.
@_implementationOnly import TOMLKit

/// A TOML document of top-level keys, read and written by toml++ through TOMLKit: nothing here
/// parses TOML.
public enum TOMLDocument {
    /// A top-level value: a string, or what else it is ("number", "table"...), for messages.
    public enum Value: Sendable, Equatable {
        case string(String)
        case other(kind: String)
    }

    /// Not TOML: toml++'s reason and where (line and column from 1).
    public struct SyntaxError: Error, Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let reason: String
    }

    /// Each top-level key and its value, keys sorted. The text must hold no NUL: TOMLKit hands it to
    /// C++ as a C string, which would end there.
    public static func parse(_ text: String) throws -> [(key: String, value: Value)] {
        if let deep = Nesting.firstTooDeep(text) {
            throw SyntaxError(line: deep.line, column: deep.column, reason: "keys nested deeper than \(Nesting.limit) levels")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw SyntaxError(line: error.source.begin.line, column: error.source.begin.column, reason: error.description)
        }
        return table.keys.sorted().map { key in
            guard let value = table[key] else { return (key, .other(kind: "value")) }
            if let string = value.string { return (key, .string(string)) }
            return (key, .other(kind: kind(value.type)))
        }
    }

    /// `key = 'value'` lines, as TOMLKit writes them, keys sorted.
    public static func render(_ values: [String: String]) -> String {
        guard !values.isEmpty else { return "" }
        let table = TOMLTable()
        for (key, value) in values { table[key] = value }
        return table.convert() + "\n"
    }

    private static func kind(_ type: TOMLType) -> String {
        switch type {
        case .int, .double: "number"
        case .bool: "true or false"
        case .array: "list"
        case .table: "table"
        case .string: "string"
        case .date, .time, .dateTime: "date or time"
        }
    }

    /// toml++ builds and walks nested tables by recursion, so a key of 150,000 dotted parts (300 KB)
    /// overflows the stack (SIGSEGV) before it says anything. Before toml++ sees the text, this
    /// bounds how deep any table can go: for each line, its key's levels (the dots outside strings
    /// and comments, plus one), plus those of the table header above it, plus the arrays and inline
    /// tables still open. Floats count
    /// their dots too; the bound is never below the real depth, and a settings file is a few lines.
    enum Nesting {
        static let limit = 64

        /// Where (line and column, from 1) the bound first passes `limit`, or nil.
        static func firstTooDeep(_ text: String) -> (line: Int, column: Int)? {
            var header = 0
            var underHeader = false
            var open = 0
            var line = 1
            var column = 0
            var lineDots = 0
            var keyDots = 0
            var startsStatement = true
            var isHeader = false
            var string: [UInt8]? = nil // the closing quote(s) of the string being read
            var escaped = false
            var comment = false
            let utf8 = Array(text.utf8)
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                column += 1
                if byte == 0x0A {
                    if isHeader {
                        header = lineDots
                        underHeader = true
                    }
                    line += 1
                    column = 0
                    // A statement going on (an array or inline table still open) keeps its key's levels.
                    lineDots = open > 0 ? keyDots : 0
                    if open == 0 { keyDots = 0 }
                    escaped = false // a backslash ending a line in a multi-line string escapes the line break
                    comment = false
                    isHeader = false
                    startsStatement = open == 0
                    if let closing = string, closing.count == 1 { string = nil } // a one-line string ends with its line
                    index += 1
                    continue
                }
                if comment {
                    index += 1
                    continue
                }
                if let closing = string {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\"), closing[0] == UInt8(ascii: "\"") {
                        escaped = true
                    } else if utf8[index...].starts(with: closing) {
                        string = nil
                        index += closing.count
                        column += closing.count - 1
                        continue
                    }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "#"): comment = true
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    let triple = [byte, byte, byte]
                    if utf8[index...].starts(with: triple) {
                        string = triple
                        index += 3
                        column += 2
                        continue
                    }
                    string = [byte]
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if byte == UInt8(ascii: "["), startsStatement {
                        isHeader = true
                    } else {
                        open += 1
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if !isHeader || open > 0 { open = max(0, open - 1) }
                case UInt8(ascii: "."): lineDots += 1
                case UInt8(ascii: "="): if open == 0, !isHeader { keyDots = lineDots }
                default: break
                }
                if byte != 0x20, byte != 0x09 { startsStatement = false }
                // A key of n dots is n + 1 levels, under a header's own levels.
                if (isHeader || !underHeader ? 0 : header + 1) + lineDots + 1 + open > limit { return (line, column) }
                index += 1
            }
            return nil
        }
    }
}
