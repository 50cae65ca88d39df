import RecipesBasics
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `favorites export` writes: a Markdown cookbook, or the store's JSON that import reads back.
public enum ExportFormat: String, Sendable, CaseIterable {
    case markdown, json

    /// The format a file name asks for: `.json` is JSON; `.md`, `.markdown` and `.txt` are the
    /// cookbook; any other name says nothing.
    public static func named(by path: String) -> ExportFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "json": return .json
        case "md", "markdown", "txt": return .markdown
        default: return nil
        }
    }

    /// The format to write: `--format`, else `--json`, else the output file's extension, else Markdown.
    public static func resolve(flag: ExportFormat?, json: Bool, output: String?) -> ExportFormat {
        flag ?? (json ? .json : output.flatMap(named(by:)) ?? .markdown)
    }

    /// What an existing file holds: a JSON document parses as one; anything else is text
    /// (the cookbook). Nil for an empty file, which holds nothing to lose.
    public static func held(in data: Data) -> ExportFormat? {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return nil }
        return (try? JSONDecoder().decode(JSONValue.self, from: data)) != nil ? .json : .markdown
    }

    /// Refuses to replace an existing file that holds the other format, unless `force`: a Markdown
    /// export over a JSON backup would lose the one file `favorites import` can read.
    public static func checkReplacing(_ url: URL, with format: ExportFormat, force: Bool) throws {
        // A pipe or a device is written into, never replaced, and never read (a FIFO would wait).
        guard !force, !OutputFile.isSpecial(url), let data = try? Data(contentsOf: url), let held = held(in: data), held != format else {
            return
        }
        throw FavoritesError.wouldReplaceExport(path: url.path, holds: held, writing: format)
    }
}
