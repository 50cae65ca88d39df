import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `favorites export --output`: the format follows the file's extension, and a file holding the
/// other format is never replaced without --force (issue 22, item 2).
@Suite("favorites export: the format from the file name, and no silent overwrite", .serialized)
struct ExportFormatEndToEndTests {
    private func stubWithAFavorite() async throws -> MealDBStub {
        let stub = try MealDBStub()
        let added = try await stub.run("favorites", "add", "dessert", "52917")
        #expect(added.status == 0, "\(added)")
        return stub
    }

    private func isJSONExport(_ url: URL) throws -> Bool {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return object?["schemaVersion"] as? Int == 2 && (object?["favorites"] as? [Any])?.count == 1
    }

    private func isCookbook(_ url: URL) throws -> Bool {
        String(decoding: try Data(contentsOf: url), as: UTF8.self).hasPrefix("# My cookbook\n\n1 recipe, exported by recipes on ")
    }

    @Test("--output into a folder that is not there is an error, exit 73: no folder is made from a typo")
    func missingFolder() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        let folder = stub.home.url.appendingPathComponent("no-such-folder")
        let result = try await stub.run("favorites", "export", "--output", folder.appendingPathComponent("backup.json").path)
        #expect(result.status == 73, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr == "recipes: cannot write \(folder.path)/backup.json: there is no folder \(folder.path). "
                + "Check the folder's permissions and free space.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the folder was made")
    }

    @Test("--output to a pipe writes into it and leaves it a pipe (a device, /dev/null, takes the same path)")
    func specialFiles() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        let fifo = stub.home.url.appendingPathComponent("cookbook.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // The reader, as `cat fifo &` would be, opened without waiting for a writer: a regression that
        // opens the FIFO to read it, or never writes, times the command out instead of hanging the suite.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let piped = try await stub.run("favorites", "export", "--output", fifo.path, "--format", "json")
        #expect(piped.status == 0, "\(piped)")
        var read = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while case let count = Glibc.read(reader, &buffer, buffer.count), count > 0 { read += buffer.prefix(count) }
        #expect(String(decoding: read, as: UTF8.self).contains(#""schemaVersion" : 2"#), "the reader got the export")
        var info = stat()
        #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
        let empty = try await stub.run("favorites", "export", "--output", "")
        #expect(empty.status == 64 && empty.stderr.hasPrefix("recipes: --output needs a file name."), "\(empty)")
        // A device takes the same path (anything that is not a regular file or a folder); the suite
        // does not write to one, as it runs as root in CI, where a regression would replace /dev/null.
    }

    @Test("each extension says the format: .json is JSON, .md and .txt the cookbook, anything else the cookbook")
    func extensions() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        for (name, json) in [
            ("backup.json", true), ("cookbook.md", false), ("cookbook.txt", false), ("BACKUP.JSON", true), ("cookbook", false),
        ] {
            let file = stub.home.url.appendingPathComponent(name)
            let result = try await stub.run("favorites", "export", "--output", file.path)
            #expect(
                result.status == 0 && result.stdout == "" && result.stderr == "exported 1 favorite to \(file.path)\n", "\(name): \(result)")
            #expect(try json ? isJSONExport(file) : isCookbook(file), "\(name)")
        }
    }

    @Test("--format beats the extension")
    func formatBeatsExtension() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        let markdownNamedJSON = stub.home.url.appendingPathComponent("a.json")
        let first = try await stub.run("favorites", "export", "--format", "markdown", "--output", markdownNamedJSON.path)
        #expect(first.status == 0 && first.stdout == "" && first.stderr == "exported 1 favorite to \(markdownNamedJSON.path)\n", "\(first)")
        #expect(try isCookbook(markdownNamedJSON))
        let jsonNamedMarkdown = stub.home.url.appendingPathComponent("b.md")
        let second = try await stub.run("favorites", "export", "--format", "json", "--output", jsonNamedMarkdown.path)
        #expect(
            second.status == 0 && second.stdout == "" && second.stderr == "exported 1 favorite to \(jsonNamedMarkdown.path)\n", "\(second)")
        #expect(try isJSONExport(jsonNamedMarkdown))
    }

    @Test("a file holding the other format is refused without --force (exit 64) and left byte for byte")
    func refusal() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        let backup = stub.home.url.appendingPathComponent("backup.json")
        #expect(try await stub.run("favorites", "export", "--output", backup.path).status == 0)
        let before = try Data(contentsOf: backup)

        let refused = try await stub.run("favorites", "export", "--format", "markdown", "--output", backup.path)
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.stdout == "")
        #expect(
            refused.stderr == "recipes: \(backup.path) holds JSON; writing a Markdown export would replace it. "
                + "Nothing was written: use --format json, another file, or --force.\n")
        #expect(try Data(contentsOf: backup) == before)

        let cookbook = stub.home.url.appendingPathComponent("cookbook.md")
        #expect(try await stub.run("favorites", "export", "--output", cookbook.path).status == 0)
        let cookbookBefore = try Data(contentsOf: cookbook)
        let refusedJSON = try await stub.run("favorites", "export", "--json", "--output", cookbook.path)
        #expect(refusedJSON.status == 64 && refusedJSON.stdout == "", "\(refusedJSON)")
        #expect(
            refusedJSON.stderr == "recipes: \(cookbook.path) holds text; writing a JSON export would replace it. "
                + "Nothing was written: use --format markdown, another file, or --force.\n")
        #expect(try Data(contentsOf: cookbook) == cookbookBefore)

        let again = try await stub.run("favorites", "export", "--output", backup.path)
        #expect(again.status == 0 && again.stderr == "exported 1 favorite to \(backup.path)\n", "the same format replaces freely: \(again)")
    }

    @Test("--force replaces a file holding the other format; --force without --output is a usage error")
    func force() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        let backup = stub.home.url.appendingPathComponent("backup.json")
        #expect(try await stub.run("favorites", "export", "--output", backup.path).status == 0)
        let forced = try await stub.run("favorites", "export", "--format", "markdown", "--output", backup.path, "--force")
        #expect(forced.status == 0 && forced.stdout == "" && forced.stderr == "exported 1 favorite to \(backup.path)\n", "\(forced)")
        #expect(try isCookbook(backup))

        let alone = try await stub.run("favorites", "export", "--force")
        #expect(alone.status == 64 && alone.stdout == "", "\(alone)")
        #expect(alone.stderr == "recipes: --force replaces an --output file: give --output, or drop --force.\n", "\(alone)")
    }

    @Test("the .json written by --output imports back")
    func importsBack() async throws {
        let stub = try await stubWithAFavorite()
        defer { stub.stop() }
        let backup = stub.home.url.appendingPathComponent("backup.json")
        #expect(try await stub.run("favorites", "export", "--output", backup.path).status == 0)
        #expect(try await stub.run("favorites", "remove", "52917").status == 0)
        let imported = try await stub.run("favorites", "import", backup.path)
        #expect(imported.status == 0 && imported.stdout == "", "\(imported)")
        #expect(imported.stderr == "imported \(backup.path): 1 added, 0 updated, 0 unchanged\n")
        #expect(try await stub.run("favorites").stdout == "desserts\t52917\tWhite chocolate creme brulee\n")
    }
}
