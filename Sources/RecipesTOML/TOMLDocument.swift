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
}
