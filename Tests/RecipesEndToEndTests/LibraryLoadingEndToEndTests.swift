import Foundation
import TestSupport
import Testing

/// The binary loads its libraries, libcurl included, only from the system: a library placed beside
/// it is never loaded. Linux only: it is about ELF's RUNPATH and the Linux dynamic loader.
@Suite("library loading, end to end", .serialized)
struct LibraryLoadingEndToEndTests {
    /// A C compiler on PATH (Swift's toolchain brings clang), for building a fake library.
    static let cCompiler: URL? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["cc", "clang", "gcc"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return URL(fileURLWithPath: "\(folder)/\(name)")
            }
        }
        return nil
    }()

    #if os(Linux)
    @Test("the binary the tests run names no library folder relative to itself or the working directory")
    func noRelativeSearchPath() throws {
        let paths = try #require(try ELFSearchPaths.of(RecipesProcess.binary), "\(RecipesProcess.binary.path) has no dynamic section")
        #expect(paths.filter { !$0.hasPrefix("/") || $0.contains("$ORIGIN") || $0.contains("${ORIGIN}") }.isEmpty, "\(paths)")
    }

    @Test(
        "a libcurl.so.4 placed beside a copy of the binary is not loaded; the system's libcurl serves the request",
        .enabled(if: cCompiler != nil, "no C compiler (cc, clang, gcc) on PATH to build the fake libcurl"))
    func planted() async throws {
        let compiler = try #require(Self.cCompiler)
        let stub = try MealDBStub()
        defer { stub.stop() }
        let folder = stub.home.url.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let marker = stub.home.url.appendingPathComponent("fake-libcurl-ran")
        // Its constructor runs the moment the loader maps it, before anyone looks for a symbol.
        let source = folder.appendingPathComponent("fake.c")
        try Data(
            """
            #include <fcntl.h>
            #include <unistd.h>
            __attribute__((constructor)) static void planted(void) { close(open("\(marker.path)", O_CREAT | O_WRONLY, 0600)); }
            """.utf8
        ).write(to: source)
        let built = try await RecipesProcess.run(
            executable: compiler, ["-shared", "-fPIC", "-o", folder.appendingPathComponent("libcurl.so.4").path, source.path],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], input: nil)
        #expect(built.status == 0, "\(built)")
        let copy = folder.appendingPathComponent("recipes")
        // Copied by cp, not in this process: a file this process holds open for writing, inherited by
        // a child another test spawns meanwhile, cannot be run (ETXTBSY).
        let copied = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/cp"), [RecipesProcess.binary.path, copy.path], environment: [:], input: nil)
        #expect(copied.status == 0, "\(copied)")

        let expected = try await stub.run("desserts", "list", "--no-snapshot")
        #expect(expected.status == 0, "\(expected)")
        // A home of its own: nothing cached, so the copy must reach the server through libcurl.
        let home = stub.home.url.appendingPathComponent("home").path
        let result = try await RecipesProcess.run(
            executable: copy, ["desserts", "list", "--no-snapshot"],
            environment: stub.endpoints.merging(["RECIPES_HOME": home, "HOME": home]) { $1 }, input: nil)
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the library beside the binary was loaded: \(result)")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == expected.stdout)
        #expect(result.stderr == "")
    }

    /// The dynamic loader names each library it loads on stderr under `LD_DEBUG=files`.
    @Test("libcurl is loaded by a command that asks the network, never by `drink list` (an alias, no command) or an offline list")
    func loadedOnlyToAsk() async throws {
        let stub = try CocktailDBStub()
        defer { stub.stop() }
        let search = try await stub.run(["cocktail", "search", "margarita"], environment: ["LD_DEBUG": "files"])
        #expect(search.status == 0 && search.stdout.contains("Margarita") && search.stderr.contains("libcurl.so"), "\(search.status)")
        for arguments in [["drink", "list"], ["drinks", "search", "gin"], ["cocktail", "list", "--offline"]] {
            let result = try await stub.run(arguments, environment: ["LD_DEBUG": "files"])
            #expect(!result.stderr.contains("libcurl.so"), "\(arguments) loaded libcurl (exit \(result.status))")
        }
    }
    #endif
}
