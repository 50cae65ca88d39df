import ArgumentParser
import RecipesApp

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
        try await options.context().checkout(yes: yes, again: again)
    }

}
