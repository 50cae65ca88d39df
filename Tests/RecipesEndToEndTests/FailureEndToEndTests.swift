import Foundation
import TestSupport
import Testing

/// Every sad path over real sockets: one line on stderr, the documented exit code, nothing on stdout.
/// The bundled sample catalog is turned off so that the failure itself is what the user sees.
@Suite("failures, end to end", .serialized)
struct FailureEndToEndTests {
    private static let noSnapshot = ["RECIPES_NO_SNAPSHOT": "1"]

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: LoopbackServer.Reply
        let status: Int32
        let message: @Sendable (String) -> String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "500", reply: .status(500, "oops"), status: 69,
            message: { "recipes: \($0) answered HTTP 500, and nothing cached can serve. Check your connection, or try again later." }),
        Case(
            name: "404", reply: .status(404, "missing"), status: 65,
            message: { "recipes: invalid data from \($0): unexpected HTTP status 404." }),
        Case(
            name: "HTML page", reply: .status(200, "<html><body>Maintenance</body></html>", contentType: "text/html"), status: 65,
            message: { "recipes: invalid data from \($0): the server sent an HTML page instead of JSON." }),
        Case(
            name: "garbage", reply: .json("garbage{"), status: 65,
            message: { "recipes: invalid data from \($0): not valid JSON." }),
        Case(
            name: "wrong shape", reply: .json(#"{"meals":[{"idMeal":52917}]}"#), status: 65,
            message: { "recipes: invalid data from \($0): meals[0] has no strMeal." }),
        Case(
            name: "empty body", reply: .json(""), status: 65,
            message: { "recipes: invalid data from \($0): the answer is empty." }),
        Case(
            name: "truncated body", reply: .truncated(declaredLength: 9000, body: Data(#"{"meals":[{"strMeal":"Apam"#.utf8)), status: 65,
            message: { "recipes: invalid data from \($0): the answer was cut off before its end." }),
        Case(
            name: "not HTTP", reply: .raw(Data("SSH-2.0-OpenSSH\r\n\r\n".utf8)), status: 65,
            message: { "recipes: invalid data from \($0): the answer is not valid HTTP." }),
        Case(
            name: "slower than --timeout", reply: .delayed(seconds: 60, .json(#"{"meals":null}"#)), status: 69,
            message: {
                "recipes: cannot reach \($0): no complete answer within 1 s (--timeout), and nothing cached can serve. Check your connection, or try again later."
            }),
    ]

    @Test("a broken server gives one line on stderr and the documented exit code", arguments: cases)
    func serverFault(fault: Case) async throws {
        let stub = try MealDBStub(fault: fault.reply)
        defer { stub.stop() }
        for command in [["desserts", "list"], ["desserts", "show", "52917", "--json"]] {
            let result = try await stub.run(command + ["--timeout", "1"], environment: Self.noSnapshot)
            #expect(result.status == fault.status, "\(command): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == fault.message(stub.host) + "\n")
            // A 60 s stall ends at the 1 s deadline; the margin absorbs process start-up on a busy machine.
            #expect(result.seconds < 15)
        }
    }

    @Test(
        "a GET whose connection is reset, or closed before any answer, is sent once more and its answer shown",
        arguments: [("reset", LoopbackServer.Reply.reset), ("closed", .raw(Data()))])
    func retriedOnce(name: String, fault: LoopbackServer.Reply) async throws {
        let faultLeft = Locked(true)
        let stub = try MealDBStub(override: { _ in
            faultLeft.update { left in
                defer { left = false }
                return left ? fault : nil
            }
        })
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "52917", environment: Self.noSnapshot)
        #expect(result.status == 0, "\(name): \(result)")
        #expect(result.stderr == "", "\(name)")
        #expect(result.stdout.hasPrefix("White chocolate creme brulee\n"), "\(name): \(result.stdout)")
        #expect(stub.server.requests.map(\.target) == Array(repeating: "/api/json/v1/1/lookup.php?i=52917", count: 2), "\(name)")
    }

    @Test("a refused port is unavailable, exit 69")
    func refused() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        stub.server.stop()
        let result = try await stub.run("desserts", "list", environment: Self.noSnapshot)
        #expect(result.status == 69, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "recipes: cannot reach \(stub.host): connection refused, and nothing cached can serve. Check your connection, or try again later.\n"
        )
    }

    @Test(
        "a stdout that cannot be written (a full disk) is one line and exit 73, not a crash",
        arguments: [
            ["desserts", "list"], ["desserts", "show", "52917", "--json"], ["favorites", "export"], ["--version"], ["--help"],
            ["desserts", "list", "--help"], ["help", "cart"],
        ])
    func fullStdout(arguments: [String]) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let command = ([RecipesProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \(command) > /dev/full"],
            environment: stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 },
            input: nil)
        #expect(result.status == 73, "\(result)")
        #expect(result.stderr == "recipes: cannot write standard output: no space left on device. Check where it is redirected.\n")
    }

    @Test("an endpoint variable that is not a URL is a usage error, before any request")
    func badEnvironment() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", environment: ["RECIPES_MEALDB_URL": "localhost:8080"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr == "recipes: RECIPES_MEALDB_URL is not an http(s) URL: localhost:8080\n")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("--timeout must be a positive number of seconds", arguments: ["0", "-1", "abc", "100000"])
    func badTimeout(value: String) async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let result = try await stub.run("desserts", "list", "--timeout", value)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(stub.server.requests.isEmpty)
    }
}

#if os(Linux)
/// Linux only: it hides libcurl through the dynamic loader's search path.
@Suite("without libcurl")
struct MissingLibcurlTests {
    @Test("a machine without libcurl still answers from the cache, and a request libcurl must carry says what is missing")
    func noLibcurl() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        let named = ["RECIPES_MEALDB_URL": stub.endpoints["RECIPES_MEALDB_URL"]!]
        let host = stub.host
        #expect(try await stub.run(["desserts", "list"], environment: named).status == 0, "cached with libcurl")
        // Files that are not libraries under every name the tool tries: dlopen fails for each.
        let fake = stub.home.url.appendingPathComponent("fake-libs")
        try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
        for name in ["libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4"] {
            try Data("not a library".utf8).write(to: fake.appendingPathComponent(name))
        }
        let without = ["LD_LIBRARY_PATH": fake.path]
        let cached = try await stub.run(["desserts", "list", "--no-snapshot"], environment: without.merging(named) { $1 })
        #expect(cached.status == 0, "\(cached)")
        #expect(
            cached.stderr.hasPrefix("offline: showing desserts cached just now (cannot reach \(host): libcurl is not installed"),
            "\(cached.stderr)")
        let favorites = try await stub.run(["favorites"], environment: without)
        #expect(
            favorites.status == 0 && favorites.stderr == "no favorites yet; keep one with: recipes favorites add dessert 52917\n",
            "never needs libcurl: \(favorites)")
        let uncached = try await stub.run(["desserts", "show", "52917", "--no-snapshot"], environment: without.merging(named) { $1 })
        #expect(uncached.status == 69, "\(uncached)")
        #expect(
            uncached.stderr
                == "recipes: cannot reach \(host): libcurl is not installed (the tool needs libcurl4 to reach the network), and nothing cached can serve. Check your connection, or try again later.\n"
        )
    }
}
#endif
