import Foundation
import TestSupport
import Testing

/// Every fault, with real sockets and real processes: the exit code and the one-line message are
/// asserted, and the favorites, cart and cache files are byte-identical before and after.
@Suite("fault suite", .serialized)
struct FaultSuiteTests {
    /// Switches the TheMealDB part of an all-catalogs server to one fault.
    final class FaultSwitch: @unchecked Sendable {
        private let lock = NSLock()
        private var reply: LoopbackServer.Reply?
        func set(_ reply: LoopbackServer.Reply?) { lock.withLock { self.reply = reply } }
        var current: LoopbackServer.Reply? { lock.withLock { reply } }
    }

    struct Fault: Sendable, CustomTestStringConvertible {
        let name: String
        let reply: LoopbackServer.Reply
        let status: Int32
        let reason: String
        /// --timeout: 1 s where the deadline is the point, else room for a loaded machine (a
        /// reset and its retry ran past 1 s under a load of 30).
        var timeout = 10
        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        Fault(name: "500", reply: .status(500, "boom"), status: 69, reason: "HTTP 500, and nothing cached can serve"),
        Fault(name: "404", reply: .status(404, "gone"), status: 65, reason: "unexpected HTTP status 404"),
        Fault(
            name: "HTML error page", reply: .status(200, "<!DOCTYPE html><title>Error</title>", contentType: "text/html"), status: 65,
            reason: "the server sent an HTML page instead of JSON"),
        Fault(name: "garbage JSON", reply: .json("{meals: [oops"), status: 65, reason: "not valid JSON"),
        Fault(
            name: "wrong types", reply: .json(#"{"meals":[{"idMeal":["52917"],"strMeal":{"x":1}}]}"#), status: 65,
            reason: "meals[0] has no valid idMeal"),
        Fault(name: "empty body", reply: .status(200, "", contentType: "application/json"), status: 65, reason: "the answer is empty"),
        Fault(
            name: "body shorter than its Content-Length",
            reply: .truncated(declaredLength: 4000, body: Data(#"{"meals":[{"idMeal":"5"#.utf8)),
            status: 65, reason: "the answer was cut off before its end"),
        Fault(
            name: "connection reset", reply: .reset, status: 69,
            reason: "the connection was closed before an answer, and nothing cached can serve"),
        Fault(
            name: "never answers", reply: .hang, status: 69,
            reason: "no complete answer within 1 s (--timeout), and nothing cached can serve",
            timeout: 1),
        Fault(name: "200 MB body", reply: .stream(totalBytes: 200 * 1_048_576), status: 65, reason: "the answer is larger than 10 MB"),
        Fault(
            name: "a lookup answering another recipe (52977 for 52917)",
            reply: .json(Fixtures.text("mealdb/test-only-lookup-52977-corba.json")), status: 65,
            reason: "the answer is for another recipe (id 52977)"),
        Fault(
            name: "a header of 150 KB",
            reply: .raw(
                Data(("HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: 150_000) + "\r\nContent-Length: 2\r\n\r\n{}").utf8)),
            status: 65, reason: "the answer is not valid HTTP (its headers are too large)"),
    ]

    @Test("a server fault: documented exit code, one line naming the host and the cause, no file touched", arguments: faults)
    func serverFault(fault: Fault) async throws {
        let faults = FaultSwitch()
        let stub = try AllCatalogsStub(override: { request in request.path.hasPrefix("/mealdb/") ? faults.current : nil })
        defer { stub.stop() }
        // Something in every store: favorites, the cart, and the cache.
        #expect(try await stub.run("favorites", "add", "pizza", "hawaii").status == 0)
        #expect(try await stub.run("cart", "add", "pizza", "margherita").status == 0)
        #expect(try await stub.run("desserts", "list").status == 0)
        let before = try snapshot(stub.home.url)

        faults.set(fault.reply)
        let result = try await stub.run("desserts", "show", "52917", "--timeout", String(fault.timeout))
        #expect(result.status == fault.status, "\(result)")
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == (fault.status == 69
                    ? "recipes: \(fault.reason.hasPrefix("HTTP ") ? "\(stub.host) answered" : "cannot reach \(stub.host):") \(fault.reason). "
                        + "Check your connection, or try again later.\n"
                    : "recipes: invalid data from \(stub.host): \(fault.reason).\n"))
        #expect(result.seconds < Double(fault.timeout) + 4, "the deadline holds (with room for process start-up)")
        #expect(try snapshot(stub.home.url) == before, "favorites, cart and cache are byte-identical")
    }

    @Test("a 200 MB answer is refused at the limit with memory staying bounded")
    func hugeBody() async throws {
        let normal = try MealDBStub()
        defer { normal.stop() }
        let huge = try MealDBStub(fault: .stream(totalBytes: 200 * 1_048_576))
        defer { huge.stop() }
        func peak(_ stub: MealDBStub) async throws -> (RecipesProcess.Result, maxResidentKB: Int) {
            let environment = stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "RECIPES_NO_SNAPSHOT": "1"]) {
                $1
            }
            return try await RecipesProcess.measure(["desserts", "list"], environment: environment)
        }
        let baseline = try await peak(normal)
        #expect(baseline.0.status == 0)
        // The old failure was a race (cancelling mid-body let 50 to 255 MB pile up, about one run in
        // two), so the worst of five runs is what is judged.
        var worst = 0
        for _ in 0..<5 {
            let refused = try await peak(huge)
            #expect(refused.0.status == 65, "refused at the 10 MB limit")
            #expect(refused.0.stderr.hasSuffix(": the answer is larger than 10 MB.\n"))
            worst = max(worst, refused.maxResidentKB)
        }
        // What a refusal may cost over an ordinary answer: the 10 MB it kept before refusing, and
        // room for the allocator. Measured: about 12 MB.
        #expect(
            worst - baseline.maxResidentKB < 25_000,
            "peak \(worst) KB for a 200 MB answer, \(baseline.maxResidentKB) KB for the dessert list")
    }

    @Test("a write that fails part-way (file size limit) exits 73 and leaves the old file intact")
    func writeFailsPartWay() async throws {
        let stub = try MealDBStub()
        defer { stub.stop() }
        _ = try await stub.run("favorites", "add", "desserts", "52917")
        let file = stub.home.url.appendingPathComponent("favorites.json")
        let before = try Data(contentsOf: file)
        // RLIMIT_FSIZE of 1 KB with SIGXFSZ ignored: write(2) fails with EFBIG after the first kilobyte.
        let script =
            "ulimit -f 1; trap '' XFSZ; exec '\(RecipesProcess.binary.path)' favorites note 52917 '\(String(repeating: "long note ", count: 300))'"
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script],
            environment: ["RECIPES_HOME": stub.home.path, "HOME": stub.home.path], input: nil)
        #expect(result.status == 73, "\(result)")
        #expect(result.stderr.hasPrefix("recipes: cannot write \(file.path): file too large."), "\(result.stderr)")
        #expect(try Data(contentsOf: file) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter {
            $0.hasSuffix(".tmp") || $0.hasSuffix(".lock")
        }
        #expect(leftovers.isEmpty)
    }

    @Test(
        "a corrupt or future-version cart is refused, never overwritten silently",
        arguments: [
            (#"{"schemaVersion":1,"lines":[{"kind":"#, "is corrupt (not valid JSON)"),
            (#"{"schemaVersion":7,"lines":[]}"#, "was written by a newer recipes (schemaVersion 7)"),
        ])
    func badCart(content: String, message: String) async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        try Data(content.utf8).write(to: stub.cartFile)
        for command in [["cart"], ["checkout", "--yes"], ["cart", "--json"]] {
            let result = try await stub.run(command)
            #expect(result.status == 65, "\(command): \(result)")
            #expect(result.stderr.contains("recipes: \(stub.cartFile.path) \(message)"))
        }
        #expect(try Data(contentsOf: stub.cartFile) == Data(content.utf8))
        #expect(stub.checkouts.isEmpty)

        let write = try await stub.run("cart", "add", "drink", "Beer")
        if message.contains("newer") {
            #expect(write.status == 65, "a newer cart is never rewritten: \(write)")
            #expect(try Data(contentsOf: stub.cartFile) == Data(content.utf8))
        } else {
            #expect(write.status == 0, "\(write)")
            #expect(
                write.stderr.hasPrefix(
                    "warning: cart.json was corrupt (not valid JSON); its bytes are kept in \(stub.cartFile.path).corrupt-"))
            let aside = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter { $0.hasPrefix("cart.json.corrupt-") }
            #expect(try aside.map { try Data(contentsOf: stub.home.url.appendingPathComponent($0)) } == [Data(content.utf8)])
        }
    }

    @Test("hostile text never reaches the terminal raw: names, instructions, notes; JSON keeps it exact")
    func hostileText() async throws {
        let evil =
            #"{"meals":[{"idMeal":"52917","strMeal":"Pie\u001b]8;;http://evil.example\u0007click\u001b]8;;\u0007","strCategory":"\u202eDessert","strInstructions":"Mix\u001b]52;c;cm0gLXJmIH4=\u0007 well.\r\n\u009b31mStir\u001b[2J","strIngredient1":"Sugar\u0008\u0008","strMeasure1":"1 cup"}]}"#
        let stub = try MealDBStub(override: { request in request.path.hasSuffix("lookup.php") ? .json(evil) : nil })
        defer { stub.stop() }
        for command in [
            ["desserts", "show", "52917"], ["favorites", "add", "desserts", "52917"], ["favorites", "show", "52917"], ["favorites"],
        ] {
            let result = try await stub.run(command + ["--color", "never"])
            #expect(result.status == 0, "\(command): \(result)")
            let everything = result.stdout + result.stderr
            let raw = everything.unicodeScalars.filter { [0x1B, 0x07, 0x08, 0x9B, 0x202E].contains($0.value) }
            #expect(raw.isEmpty, "\(command) printed control characters")
        }
        let shown = try await stub.run("desserts", "show", "52917")
        #expect(shown.stdout.hasPrefix("Pieclick\nCategory: Dessert\n"))
        let json = try await stub.run("desserts", "show", "52917", "--json")
        let item = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["item"] as? [String: Any])
        #expect(item["name"] as? String == "Pie\u{1B}]8;;http://evil.example\u{07}click\u{1B}]8;;\u{07}")
    }

    /// Every file under `folder` (recursively) with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files[url.path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
