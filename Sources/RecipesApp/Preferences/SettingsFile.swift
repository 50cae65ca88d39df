import RecipesBasics
import RecipesBrowse
import RecipesCatalog
import RecipesStorage
import RecipesTOML

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// config.toml in the config folder: the settings a person keeps (Docs/FileFormats.md). TOML, read
/// and written by toml++ through TOMLKit (`TOMLDocument`); nothing here parses TOML. Only the keys `PreferenceKey`
/// names, each a string it takes; anything else is one `SettingsError.invalidFile` naming the line.
public struct SettingsFile: Sendable, Equatable {
    public static let name = "config.toml"
    /// A settings file is a few lines; anything larger is not one (and is never read whole).
    public static let largest = 1_048_576

    public let url: URL
    /// The catalogs whose browse tabs `browse-tab` takes (`tabs`).
    public let registry: [CatalogRegistration]

    public init(folder: URL, registry: [CatalogRegistration] = CatalogRegistry.standard) {
        url = folder.appendingPathComponent(Self.name)
        self.registry = registry
    }

    /// browse's tabs of the registry, a fourth catalog's among them: what `browse-tab` takes. Built
    /// when a value is checked, never at start-up.
    public var tabs: BrowseTabs { BrowseTabs(catalogs: registry) }

    /// The same file, checked against the same catalogs (a registry is its catalogs' names).
    public static func == (lhs: SettingsFile, rhs: SettingsFile) -> Bool {
        lhs.url == rhs.url && lhs.registry.map(\.name) == rhs.registry.map(\.name)
    }

    /// Each key the file sets, with its value in the one spelling (`PreferenceKey.canonical`); empty
    /// when there is no file. A symlink is followed (a dotfiles set-up); a loop of them, a folder, a
    /// device or a file over 1 MB is an error, as is any key or value it does not take.
    public func read() throws -> [PreferenceKey: String] {
        guard let text = try text() else { return [:] }
        return try values(in: try document(text), text: text)
    }

    /// Sets `key` to `value` (nil removes it), keeping the other keys, and writes the file atomically
    /// under its lock (`config.toml.lock`). A file that cannot be read is refused and left as it is.
    /// Returns whether the file held comments, which TOMLKit does not keep.
    @discardableResult
    public func set(_ key: PreferenceKey, to value: String?, lockTimeout: Double) throws -> Bool {
        // The lock file goes beside config.toml: on a fresh machine ~/.config/recipes is not there yet.
        try AtomicFile.createFolder(url.deletingLastPathComponent())
        return try FileLock(path: url.path + ".lock", timeout: lockTimeout).withLock {
            let text = try text() ?? ""
            var values = Dictionary(uniqueKeysWithValues: try values(in: try document(text), text: text).map { ($0.rawValue, $1) })
            values[key.rawValue] = value
            try AtomicFile.write(Data((Self.header + TOMLDocument.render(values)).utf8), to: url)
            // Every key and value this file takes is a plain word, so a `#` is a comment's (besides the
            // first line this file writes).
            return (text.hasPrefix(Self.header) ? text.dropFirst(Self.header.count) : Substring(text)).contains("#")
        }
    }

    static let header = "# recipes settings: `recipes config` shows each one and where it came from.\n"

    /// The text, or nil when there is no file.
    func text() throws -> String? {
        let data: Data
        do {
            guard let read = try FileContents.read(url, largest: Self.largest) else { return nil }
            data = read
        } catch let FileError.cannotRead(_, reason) {
            throw invalid(line: nil, reason)
        }
        // TOMLKit hands the text to C++ as a C string: a NUL would end the document there, silently.
        if let nul = data.firstIndex(of: 0) {
            throw invalid(line: data[..<nul].filter { $0 == 0x0A }.count + 1, "a NUL byte: it is not a text file")
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw invalid(line: nil, "it is not UTF-8 text") }
        if let line = Self.lineWithEscapedNUL(data) { throw invalid(line: line, "an escaped NUL (\\u0000): no setting holds one") }
        return text
    }

    /// The line of a `\u0000` or `\U00000000` escape (not one whose backslash is itself escaped), if
    /// any: TOMLKit would hand the decoded text to C++ as a C string and cut the key or value there,
    /// silently. Looked for anywhere, a literal string or a comment too: refusing that odd text there
    /// costs less than a setting quietly cut short.
    static func lineWithEscapedNUL(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var line = 1
        var backslashes = 0
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "\\") {
                backslashes += 1
                continue
            }
            defer { backslashes = 0 }
            guard backslashes % 2 == 1 else { continue }
            let digits = byte == UInt8(ascii: "u") ? 4 : byte == UInt8(ascii: "U") ? 8 : 0
            guard digits > 0, index + digits < bytes.count else { continue }
            if bytes[(index + 1)...(index + digits)].allSatisfy({ $0 == UInt8(ascii: "0") }) { return line }
        }
        return nil
    }

    private func document(_ text: String) throws -> [(key: String, value: TOMLDocument.Value)] {
        do {
            return try TOMLDocument.parse(text)
        } catch let error as TOMLDocument.SyntaxError {
            throw invalid(line: error.line, TerminalSanitizer.sanitizeLine(Self.reason(error.reason)))
        }
    }

    /// toml++'s "Error while parsing key-value pair: expected value, saw '\n'", from "expected".
    static func reason(_ description: String) -> String {
        guard description.hasPrefix("Error while parsing"), let colon = description.firstIndex(of: ":") else { return description }
        return description[description.index(after: colon)...].trimmed()
    }

    private func values(in document: [(key: String, value: TOMLDocument.Value)], text: String) throws -> [PreferenceKey: String] {
        var values: [PreferenceKey: String] = [:]
        let tabs = tabs
        for (name, value) in document {
            let line = Self.line(of: name, in: text)
            guard let key = PreferenceKey(rawValue: name) else {
                let known = PreferenceKey.allCases.map(\.rawValue)
                let near = SettingsError.nearest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw invalid(
                    line: line,
                    "'\(TerminalSanitizer.sanitizeLine(name))' is not a setting\(near); it takes \(PreferenceKey.words(known))")
            }
            let string: String
            switch value {
            case .string(let text): string = text
            case .other(let kind): throw invalid(line: line, "\(name) takes a quoted string, \(key.allowed(tabs: tabs)), not a \(kind)")
            }
            guard let canonical = key.canonical(string, tabs: tabs) else {
                throw invalid(line: line, "\(name) takes \(key.allowed(tabs: tabs)), not '\(TerminalSanitizer.sanitizeLine(string))'")
            }
            values[key] = canonical
        }
        return values
    }

    /// The line that sets `key` at the top level (`key =`, `"key" =`, `key.x =`) or opens it as a
    /// table (`[key]`), for messages; TOMLKit keeps no positions of what parsed. Nil when none does.
    static func line(of key: String, in text: String) -> Int? {
        let spellings = [key, "\"\(key)\"", "'\(key)'"]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line.trimmed())
            if rest.hasPrefix("[") { rest = Substring(rest.drop { $0 == "[" }.trimmed()) }
            for spelling in spellings where rest.hasPrefix(spelling) {
                let after = rest.dropFirst(spelling.count).trimmed()
                if after.hasPrefix("=") || after.hasPrefix(".") || after.hasPrefix("]") { return index + 1 }
            }
        }
        return nil
    }

    private func invalid(line: Int?, _ reason: String) -> SettingsError {
        .invalidFile(path: url.path, line: line, reason: reason)
    }
}
