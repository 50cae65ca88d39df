import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// An order that went out and was never confirmed must not be ordered a second time by accident:
/// Ctrl-C or SIGTERM while the shop takes its time says the shop may have it, leaves no temporary
/// file, and leaves the cart marked, so the next checkout asks, even with --yes.
@Suite("checkout interrupted after the order went out, end to end", .serialized)
struct CheckoutInterruptEndToEndTests {
    @Test(
        "Ctrl-C or SIGTERM after the POST: says the shop may have the order, leaves the cart marked and no temp file",
        arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(128 + SIGTERM))])
    func interrupted(signal: Int32, status: Int32) async throws {
        // The shop reads the order, then takes 20 s to answer: the signal lands while it thinks.
        let stub = try PizzaStub(override: { request in request.method == "POST" ? .delayed(seconds: 20, PizzaStub.echo(request)) : nil })
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "pizza", "Hawaii")
        let environment = RecipesProcess.childEnvironment(
            stub.endpoints.merging(["RECIPES_HOME": stub.home.path, "HOME": stub.home.path]) { $1 })
        let checkout = try ChildProcess.spawn(RecipesProcess.binary.path, ["checkout", "--yes"], environment: environment)
        try await waitForOrder(stub)
        checkout.send(signal)
        let ended = await checkout.finish()
        #expect(ended.status == status)
        let stderr = String(decoding: ended.stderr, as: UTF8.self)
        #expect(
            stderr.hasPrefix(
                "\nrecipes: interrupted while the order was being sent to \(stub.host): the shop may have received it. "
                    + "The cart is kept and marked as sent at "), "\(stderr)")
        #expect(stderr.hasSuffix("; check with the shop before ordering again ('recipes checkout' asks first).\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: stub.home.path).filter {
            $0.hasSuffix(".tmp") || $0.hasSuffix(".lock")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")

        let cart = try await stub.run("cart")
        #expect(cart.status == 0 && cart.stdout.hasPrefix("1.\tHawaii\t"), "the lines are kept: \(cart)")
        #expect(cart.stderr.hasPrefix("note: an order of this cart was sent to \(stub.host) at "), "\(cart)")

        let retry = try await stub.run("checkout", "--yes")
        #expect(retry.status == 64, "a script's retry never orders twice: \(retry)")
        #expect(stub.checkouts.count == 1)
    }

    @Test("--again orders a marked cart, and a confirmed order takes the mark away")
    func orderedAgain() async throws {
        let fails = Locked(true)
        let stub = try PizzaStub(override: { request in request.method == "POST" && fails.value ? .status(502) : nil })
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let gateway = try await stub.run("checkout", "--yes")
        #expect(gateway.status == 69, "\(gateway)")
        fails.set(false)
        let again = try await stub.run("checkout", "--yes", "--again")
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout == "Thank you for your order! Total: 3.00\n")
        #expect(
            !FileManager.default.fileExists(atPath: stub.home.url.appendingPathComponent("pending-order.json").path), "the mark is gone")
        #expect(try await stub.run("cart").stderr == "the cart is empty\n")
    }

    @Test("cart clear takes the mark away with the lines")
    func clearTakesTheMark() async throws {
        let stub = try PizzaStub(override: { request in request.method == "POST" ? .status(504) : nil })
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Beer")
        #expect(try await stub.run("checkout", "--yes").status == 69)
        #expect(try await stub.run("cart", "clear").status == 0)
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let next = try await stub.run("checkout", "--yes")
        #expect(next.stderr.contains("HTTP 504"), "asked nothing: the new cart was never sent: \(next)")
        #expect(stub.checkouts.count == 2)
    }

    @Test("a mark file no build wrote still stops a second order, and nothing in it reaches the terminal raw")
    func hostileMark() async throws {
        let stub = try PizzaStub()
        defer { stub.stop() }
        _ = try await stub.run("cart", "add", "drink", "Beer")
        let markFile = stub.home.url.appendingPathComponent("pending-order.json")
        let marks = [
            #"{"sentAt": "2026-11-25T10:00:00Z", "shop": "\u001b]0;owned\u0007evil\u202e"}"#, #"{"sentAt": 1e400}"#, "5", "\u{FF}\u{FE}",
        ]
        for mark in marks {
            try Data(mark.utf8).write(to: markFile)
            let refused = try await stub.run("checkout", "--yes")
            #expect(refused.status == 64, "\(mark): \(refused)")
            #expect(refused.stderr.hasPrefix("recipes: an order of this cart was sent"), "\(refused)")
            #expect(
                !refused.stderr.contains("\u{1B}") && !refused.stderr.contains("\u{202E}"),
                "nothing from the file reaches the terminal raw: \(refused)")
        }
        try FileManager.default.removeItem(at: markFile)
        try FileManager.default.createSymbolicLink(atPath: markFile.path, withDestinationPath: "/dev/zero")
        let device = try await stub.run("checkout", "--yes")
        #expect(device.status == 64, "a device is read as an unknown mark, never read forever: \(device)")
        try FileManager.default.removeItem(at: markFile)
        try Data(#"{"sentAt": "2026-11-25T10:00:00Z", "shop": "s", "lines": ["a line long gone"]}"#.utf8).write(to: markFile)
        let ordered = try await stub.run("checkout", "--yes")
        #expect(ordered.status == 0, "a mark of other lines asks nothing: \(ordered)")
        #expect(stub.checkouts.count == 1)
        #expect(!FileManager.default.fileExists(atPath: markFile.path))
    }

    private func waitForOrder(_ stub: PizzaStub) async throws {
        let deadline = Date().addingTimeInterval(30)
        while stub.checkouts.isEmpty {
            guard Date() < deadline else {
                Issue.record("the order never reached the shop")
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
