import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesApp
import RecipesOutput
import RecipesPizza

struct CheckoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "Order the cart from Nenno's Pizza: shows the order and total, asks, then POSTs it once.",
        discussion: """
            The order goes as JSON to RECIPES_CHECKOUT_URL (default \(Settings.defaultCheckoutURL.absoluteString)). \
            It is sent once: never retried, never redirected. It counts as placed only when the shop \
            echoes it back as JSON; if anything fails, the cart stays exactly as it was. Prices come \
            from the live menu or a cached copy, never from the bundled sample.

            Examples:
              recipes checkout
              recipes checkout --yes
            """
    ).topLevel()

    @OptionGroup var options: GlobalOptions
    @Flag(help: "Order without asking (needed when not in a terminal).") var yes = false

    func run() async throws {
        let run = try options.context()
        let checkout = run.app.checkout
        let order = try await checkout.prepare()
        if let note = ProvenanceNote.text(for: order.menu, catalog: .pizza, now: Date()) { run.note(note) }
        run.note(PizzaOutput.cart(order.lines, style: TextStyle(isTerminal: Terminal.isInteractive)), terminator: "")
        try confirm(total: order.total)
        try await checkout.place(order)
        try Terminal.write(run.json ? try PizzaOutput.orderJSON(order.lines, order: order.payload) : "Thank you for your order! Total: \(Money.format(order.total))\n")
    }

    private func confirm(total: Decimal) throws {
        guard !yes else { return }
        guard Terminal.isInteractive else { throw CheckoutError.needsConfirmation }
        guard Terminal.ask("Place this order for \(Money.format(total))? [y/N] ") else { throw CheckoutError.declined }
    }
}
