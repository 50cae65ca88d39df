import ArgumentParser
import RecipesApp
import RecipesBasics
import RecipesOutput
import RecipesPizza
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct CheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Order the cart from Nenno's Pizza: shows the order and total, asks, then POSTs it once.",
        discussion: """
            The order goes as JSON to RECIPES_CHECKOUT_URL (default \(Settings.defaultCheckoutURL.absoluteString)). \
            It is sent once: never retried, never redirected. It counts as placed only when the shop \
            echoes it back as JSON; if anything fails, the cart stays exactly as it was. Prices come \
            from the live menu or a cached copy, never from the bundled sample.

            In a terminal the order and its total are shown on stderr with the question. With --yes \
            nothing is asked or shown: stdout says 'Thank you for your order! Total: …' (with --json, \
            the ordered lines), and stderr holds only notes and, on failure, one error line.

            Before the order goes out, cart.json is marked as sent; the mark goes when the shop \
            confirms the order or when nothing can have reached it. An order that may have been \
            received (interrupted, a timeout, HTTP 303, 502 or 504) leaves the mark, and the next \
            checkout says so and asks again, even with --yes; --again orders without that question.

            Examples:
              recipes checkout
              recipes checkout --yes
              recipes checkout --yes --again
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @Flag(help: "Order without asking (needed when not in a terminal).") var yes = false
    @Flag(help: "Order even though an earlier order of this cart was sent and never confirmed (the shop may have it).") var again = false

    func run() async throws {
        let run = try options.context()
        let order = try await run.app.prepareOrder()
        if let note = ProvenanceNote.text(for: order.menu, catalog: .pizza, now: Date()) { run.note(note) }
        try confirm(order)
        // Asked and answered in this run: the order placed is the one just shown, and a mark of an
        // earlier order was asked about (or --again), so the answer is never `.askAgain`.
        _ = try await run.app.placeOrder(order.agreement, prepared: order)
        try Terminal.write(
            run.json
                ? try PizzaOutput.orderJSON(order.lines, order: order.payload, menu: order.menu)
                : "Thank you for your order! Total: \(Money.format(order.total))\n")
    }

    /// The order, line by line with its total, is the question's text: it is shown (on stderr, with
    /// the question, even with --quiet) only when there is a question. With --yes nothing is asked
    /// and nothing shown: stdout's thanks (or --json's lines) says what was ordered, and stderr
    /// holds only notes and, on failure, the one-line error.
    private func confirm(_ order: Checkout.Order) throws {
        if let pending = order.pending, !again {
            // Asked even with --yes: a script that retries a checkout must not order twice.
            guard Terminal.isInteractive else { throw CheckoutError.pendingOrder(pending) }
            Terminal.writeError(PizzaOutput.cart(order.lines, style: TextStyle(isTerminal: true)), terminator: "")
            Terminal.writeError("recipes: \(CheckoutError.describe(pending)).")
            guard Terminal.ask("Order it again for \(Money.format(order.total))? [y/N] ") else { throw CheckoutError.declined }
            return
        }
        guard !yes else { return }
        guard Terminal.isInteractive else { throw CheckoutError.needsConfirmation }
        Terminal.writeError(PizzaOutput.cart(order.lines, style: TextStyle(isTerminal: true)), terminator: "")
        guard Terminal.ask("Place this order for \(Money.format(order.total))? [y/N] ") else { throw CheckoutError.declined }
    }
}
