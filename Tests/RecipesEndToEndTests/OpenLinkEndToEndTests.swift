import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `desserts open` and `cocktail open`: the link goes to a browser opener (a fake `xdg-open` on PATH
/// that records its argv) only at a terminal and only when it is plain http(s); otherwise it is printed.
@Suite("open a recipe's link, end to end", .serialized)
struct OpenLinkEndToEndTests {
    private static let source = "https://www.bbcgoodfood.com/recipes/2540/white-chocolate-crme-brle"

    /// A folder holding an `xdg-open` that writes how many arguments it got and each one, a line each.
    /// `records`, when given, is the shell command whose output is recorded instead of the arguments.
    private func fakeOpener(in folder: TemporaryFolder, exitStatus: Int = 0, records: String? = nil) throws -> (
        path: String, record: String
    ) {
        let bin = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let record = folder.path + "/argv"
        let script = "#!/bin/sh\n\(records ?? "printf '%s\\n' \"$#\" \"$@\"") > '\(record)'\nexit \(exitStatus)\n"
        // Close-on-exec: a child another test spawns meanwhile must not hold it open for writing, or
        // running it fails with ETXTBSY.
        let fd = open(bin + "/xdg-open", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(fd >= 0)
        _ = script.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        return (bin, record)
    }

    private func terminalEnvironment(_ stub: some RecipesStub, path: String) -> [String: String] {
        stub.endpoints.merging([
            "RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm", "NO_COLOR": "1",
            "PATH": path + ":/usr/bin:/bin",
        ]) { $1 }
    }

    @Test("in a pipe the link is printed: the source, --video the video, --json its document; a name works as an id does")
    func printed() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let source = try await stub.run("desserts", "open", "52917")
        #expect(source.status == 0, "\(source)")
        #expect(source.stderr == "")
        #expect(source.stdout == Self.source + "\n")
        let byName = try await stub.run("desserts", "open", "white choc", "--video")
        #expect(byName.status == 0, "\(byName)")
        #expect(byName.stderr == "")
        #expect(byName.stdout == "https://www.youtube.com/watch?v=LmJ0lsPLHDc\n")
        let json = try await stub.run("desserts", "open", "52917", "--json")
        #expect(json.status == 0 && json.stderr == "", "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["url"] as? String == Self.source)
        #expect(object["link"] as? String == "source")
        #expect(object["id"] as? String == "52917")
        #expect(object["source"] as? String == "live")
        #expect(object["schemaVersion"] as? Int == 1)
    }

    @Test("at a terminal the opener gets the link as its one argument, no shell between")
    func opened() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let opener = try fakeOpener(in: folder)
        let shown = try await RecipesProcess.runInTerminal(
            ["desserts", "open", "52917", "-q"],
            environment: terminalEnvironment(stub, path: opener.path))
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout == "", "\(shown)")
        #expect(try String(contentsOfFile: opener.record, encoding: .utf8) == "1\n\(Self.source)\n")
        let noted = try await RecipesProcess.runInTerminal(
            ["desserts", "open", "52917"],
            environment: terminalEnvironment(stub, path: opener.path))
        #expect(noted.stdout == "opened source of White chocolate creme brulee in the browser\n", "\(noted)")
    }

    @Test("the browser inherits none of the tool's connections: libcurl's sockets are close-on-exec")
    func noConnectionInherited() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The opener lists what its own descriptors are; a kept-alive connection to the server would
        // show as `socket:[…]`, held open for as long as the browser runs.
        let opener = try fakeOpener(in: folder, records: "ls -l /proc/$$/fd/")
        let shown = try await RecipesProcess.runInTerminal(
            ["desserts", "open", "52917", "-q"],
            environment: terminalEnvironment(stub, path: opener.path))
        #expect(shown.status == 0, "\(shown)")
        let descriptors = try String(contentsOfFile: opener.record, encoding: .utf8)
        #expect(descriptors.contains("/proc/") || descriptors.contains("0 ->"), "the opener ran: \(descriptors)")
        #expect(!descriptors.contains("socket:"), "a connection leaked into the browser: \(descriptors)")
    }

    @Test("at a terminal with no opener, or one that fails, the link is printed after one line saying why")
    func noOpener() async throws {
        // Slow enough that the spinner always draws on the same terminal (as it did on a loaded CI
        // machine): what the command printed is asserted with the spinner's lines taken out.
        let stub = try MealDBStub(override: { .delayed(seconds: 0.4, MealDBStub.answer($0)) })
        defer { stub.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let none = try await RecipesProcess.runInTerminal(
            ["desserts", "open", "52917"],
            environment: terminalEnvironment(stub, path: folder.path + "/empty").merging(
                ["PATH": folder.path + "/empty"]) { $1 })
        #expect(none.status == 0, "\(none)")
        #expect(none.stdout == "no xdg-open to open a browser with; the link:\n\(Self.source)\n")
        let failing = try fakeOpener(in: folder, exitStatus: 3)
        let failed = try await RecipesProcess.runInTerminal(
            ["desserts", "open", "52917"],
            environment: terminalEnvironment(stub, path: failing.path))
        #expect(failed.status == 0, "\(failed)")
        #expect(failed.stdout == "xdg-open failed (exit 3); the link:\n\(Self.source)\n")
    }

    /// test-only: TheMealDB answering 52917 with `source` (and `video`, when given) in place of its
    /// own links, written as the JSON text they are (escapes included).
    private func stub(source: String, video: String? = nil) throws -> MealDBStub {
        try MealDBStub(override: { request in
            guard request.query == "i=52917" else { return nil }
            var answer = String(decoding: Fixtures.data("mealdb/lookup-52917.json"), as: UTF8.self)
            for escaped in [#"https:\/\/www.bbcgoodfood.com\/recipes\/2540\/white-chocolate-crme-brle"#, Self.source] {
                answer = answer.replacingOccurrences(of: escaped, with: source)
            }
            if let video {
                for escaped in [#"https:\/\/www.youtube.com\/watch?v=LmJ0lsPLHDc"#, "https://www.youtube.com/watch?v=LmJ0lsPLHDc"] {
                    answer = answer.replacingOccurrences(of: escaped, with: video)
                }
            }
            return .json(answer)
        })
    }

    /// `desserts open 52917` at a terminal opens TheMealDB's page for it: the source was dropped.
    private func opensThePage(_ stub: MealDBStub) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let opener = try fakeOpener(in: folder)
        let page = try await RecipesProcess.runInTerminal(
            ["desserts", "open", "52917", "-q"],
            environment: terminalEnvironment(stub, path: opener.path))
        #expect(page.status == 0 && page.stdout == "", "\(page)")
        #expect(try String(contentsOfFile: opener.record, encoding: .utf8) == "1\nhttps://www.themealdb.com/meal/52917\n")
    }

    @Test("a server's javascript: or file: link is never opened: the page instead, or no video")
    func hostileLinks() async throws {
        let stub = try stub(source: "javascript:alert(1)", video: "file:///etc/passwd")
        defer { stub.stop() }
        try await opensThePage(stub)
        let video = try await stub.run("desserts", "open", "52917", "--video")
        #expect(video.status == 1, "\(video)")
        #expect(video.stdout == "")
        #expect(video.stderr == "recipes: White chocolate creme brulee has no video link.\n")
    }

    @Test(
        "a server's link with a control or bidi character is dropped when read: the page opens, JSON never carries it",
        arguments: [
            #"https:\/\/evil.example\/\u001b]8;;x\u0007a"#, #"https:\/\/ex\u202eample.com\/"#, #"https:\/\/a.example\/\u009b31m"#,
        ])
    func controlInLinks(link: String) async throws {
        let stub = try stub(source: link)
        defer { stub.stop() }
        try await opensThePage(stub)
        let json = try await stub.run("desserts", "show", "52917", "--json")
        let item = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["item"] as? [String: Any])
        #expect(item["sourceURL"] is NSNull, "\(item["sourceURL"] ?? "missing")")
    }

    @Test("cocktail open prints or opens the drink's page on TheCocktailDB")
    func cocktail() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "open", "margarita")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == "https://www.thecocktaildb.com/drink/11007\n")
        let unknown = try await stub.run("cocktail", "open", "99999999")
        #expect(unknown.status == 1, "\(unknown)")
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("recipes: "))
    }

    @Test("show's links are OSC 8 hyperlinks at a colour terminal; never with NO_COLOR, never in a pipe")
    func hyperlinks() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        var environment = stub.endpoints.merging([
            "RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "TERM": "xterm",
            "PAGER": "cat", "COLUMNS": "200",
        ]) { $1 }
        let linked = try await RecipesProcess.runInTerminal(["desserts", "show", "52917", "-q"], environment: environment)
        #expect(linked.status == 0, "\(linked)")
        #expect(
            linked.stdout.contains("Source: \u{1B}]8;;\(Self.source)\u{1B}\\\(Self.source)\u{1B}]8;;\u{1B}\\\n"),
            "\(linked.stdout.debugDescription)")
        environment["NO_COLOR"] = "1"
        let plain = try await RecipesProcess.runInTerminal(["desserts", "show", "52917", "-q"], environment: environment)
        #expect(plain.stdout.contains("Source: \(Self.source)\n"))
        #expect(!plain.stdout.contains("\u{1B}]8"))
        let piped = try await stub.run("desserts", "show", "52917", "--color", "always")
        #expect(!piped.stdout.contains("\u{1B}]8"), "never in a pipe, even with --color always")
    }
}
