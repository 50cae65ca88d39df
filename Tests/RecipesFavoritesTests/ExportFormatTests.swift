import Foundation
import RecipesFavorites
import TestSupport
import Testing

@Suite("export formats")
struct ExportFormatTests {
    @Test(
        "a file name's extension names the format, in any case; other names say nothing",
        arguments: [
            ("backup.json", ExportFormat.json), ("dir.md/BACKUP.JSON", .json), ("cookbook.md", .markdown), ("c.markdown", .markdown),
            ("notes.txt", .markdown), ("cookbook", nil), (".json", nil), ("a.json/cookbook", nil), ("a.csv", nil),
        ] as [(String, ExportFormat?)])
    func named(path: String, expected: ExportFormat?) {
        #expect(ExportFormat.named(by: path) == expected)
    }

    @Test("--format beats --json, which beats the extension, which beats the Markdown default")
    func resolve() {
        #expect(ExportFormat.resolve(flag: .markdown, json: false, output: "a.json") == .markdown)
        #expect(ExportFormat.resolve(flag: nil, json: true, output: "a.md") == .json)
        #expect(ExportFormat.resolve(flag: nil, json: false, output: "a.json") == .json)
        #expect(ExportFormat.resolve(flag: nil, json: false, output: "a") == .markdown)
        #expect(ExportFormat.resolve(flag: nil, json: false, output: nil) == .markdown)
    }

    @Test("a file holds JSON when it parses as JSON, else text; an empty file holds nothing")
    func held() {
        #expect(ExportFormat.held(in: Data(#"{"schemaVersion":1,"favorites":[]}"#.utf8)) == .json)
        #expect(ExportFormat.held(in: Data("[1, 2]\n".utf8)) == .json)
        #expect(ExportFormat.held(in: Data("# My cookbook\n".utf8)) == .markdown)
        #expect(ExportFormat.held(in: Data(#"{"schemaVersion":1,"#.utf8)) == .markdown)
        #expect(ExportFormat.held(in: Data(" \n".utf8)) == nil)
        #expect(ExportFormat.held(in: Data()) == nil)
    }

    @Test("replacing the other format is refused without force; the same format, a new file or force pass")
    func checkReplacing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let backup = folder.url.appendingPathComponent("backup.json")
        try Data(#"{"favorites":[]}"#.utf8).write(to: backup)
        #expect(throws: FavoritesError.wouldReplaceExport(path: backup.path, holds: .json, writing: .markdown)) {
            try ExportFormat.checkReplacing(backup, with: .markdown, force: false)
        }
        try ExportFormat.checkReplacing(backup, with: .json, force: false)
        try ExportFormat.checkReplacing(backup, with: .markdown, force: true)
        try ExportFormat.checkReplacing(folder.url.appendingPathComponent("new.md"), with: .json, force: false)
        #expect(FavoritesError.wouldReplaceExport(path: backup.path, holds: .json, writing: .markdown).userMessage.status == .usage)
    }
}
