#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesBasics

public enum CheckoutError: UserFacing, Equatable, Sendable {
    case emptyCart
    case unavailable([String])
    case needsConfirmation
    case declined
    /// Only the bundled sample menu could be loaded: its prices and drinks may be long out of date.
    case sampleMenu
    /// Another command changed the cart between showing the order and placing it.
    case cartChanged
    case rejected(host: String, status: Int)
    /// The shop answered with a redirect; a POST is never followed (it would be re-sent, or turned into a GET).
    case redirected(host: String, status: Int)
    /// A 2xx that does not confirm the order: not JSON, or no echo of it (a captive portal's page).
    case unconfirmed(host: String, reason: String)
    case echoMismatch(host: String)
    /// No answer. `maybeReceived` once the order may have reached the shop: the whole body went out
    /// (or the client cannot tell) before the failure, so the message must never say nothing was ordered.
    case unreachable(host: String, reason: String, maybeReceived: Bool)
    /// The shop confirmed the order, and then the cart could not be updated.
    case placedButCartNotUpdated(path: String, reason: String)
}

extension CheckoutError {
    public var userMessage: UserFacingError {
        switch self {
        case .emptyCart:
            UserFacingError("the cart is empty: nothing to check out. Add something with 'recipes cart add'.", status: .notFound)
        case .unavailable(let items):
            UserFacingError("no longer on the menu: \(items.map(UserFacingError.clean).joined(separator: ", ")). "
                            + "Remove it with 'recipes cart remove'; nothing was ordered.", status: .notFound)
        case .needsConfirmation:
            UserFacingError("checkout asks for confirmation in a terminal; pass --yes to order without asking. Nothing was ordered.", status: .usage)
        case .declined:
            UserFacingError("order not placed; the cart is unchanged.", status: .notFound)
        case .sampleMenu:
            UserFacingError("checkout needs the live menu or a cached copy of it, and only the bundled sample could be loaded: "
                            + "its prices and drinks may be out of date. Nothing was ordered; try again with a connection.", status: .unavailable)
        case .cartChanged:
            UserFacingError("the cart changed while the order was being confirmed; nothing was ordered. Run 'recipes checkout' again to see it.",
                            status: .locked)
        case .rejected(let host, let status):
            UserFacingError("\(host) refused the order (HTTP \(status)); the cart is unchanged.", status: status >= 500 ? .unavailable : .invalidData)
        case .redirected(let host, let status):
            UserFacingError("\(host) answered the order with a redirect (HTTP \(status)), which is never followed for an order; the cart is unchanged. "
                            + "Check RECIPES_CHECKOUT_URL.", status: .invalidData)
        case .unconfirmed(let host, let reason):
            UserFacingError("\(host) did not confirm the order: \(reason) (a login or captive-portal page?); the cart is unchanged. "
                            + "Check with the shop before ordering again.", status: .invalidData)
        case .echoMismatch(let host):
            UserFacingError("\(host) confirmed an order different from the one sent; the cart is unchanged. Check with the shop before ordering again.",
                            status: .invalidData)
        case .unreachable(let host, let reason, let maybeReceived):
            UserFacingError("cannot place the order with \(host): \(reason); the cart is unchanged."
                            + (maybeReceived ? " The shop may have received it: check with the shop before ordering again." : " Nothing was ordered."),
                            status: .unavailable)
        case .placedButCartNotUpdated(let path, let reason):
            UserFacingError("the order WAS placed, but \(path) could not be updated (\(reason)), so the ordered lines are still in the cart. "
                            + "Do not check out again: remove them with 'recipes cart clear'.", status: .cannotWrite)
        }
    }
}
