import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// An answer that may mean the order was taken (303 See Other, a gateway's 502 or 504).
    case mayHaveBeenPlaced(host: String, status: Int)
    /// An earlier order of this cart was sent and never confirmed: ordering again needs `--again`
    /// or a yes at a terminal.
    case pendingOrder(PendingOrder)
    /// The shop confirmed the order, and then the cart could not be updated.
    case placedButCartNotUpdated(path: String, reason: String)
}

extension CheckoutError {
    /// False only when the answer proves nothing reached the shop, so the cart's sent mark can go.
    public var mayHaveBeenReceived: Bool {
        switch self {
        case .unreachable(_, _, let maybeReceived): maybeReceived
        case .rejected, .redirected: false
        case .mayHaveBeenPlaced, .unconfirmed, .echoMismatch, .placedButCartNotUpdated: true
        case .emptyCart, .unavailable, .needsConfirmation, .declined, .sampleMenu, .cartChanged, .pendingOrder: false
        }
    }

    /// "an order sent to HOST at TIME was not confirmed", as far as the mark knows.
    public static func describe(_ pending: PendingOrder) -> String {
        let shop = pending.shop.map { " to \(UserFacingError.clean($0))" } ?? ""
        let time = pending.sentAt.map { " at \(LocalDate.text($0))" } ?? ""
        return "an order of this cart was sent\(shop)\(time) and never confirmed: the shop may have received it"
    }

    private static let keptAndMarked =
        "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first)."

    public var userMessage: UserFacingError {
        switch self {
        case .emptyCart:
            UserFacingError("the cart is empty: nothing to check out. Add something with 'recipes cart add'.", status: .notFound)
        case .unavailable(let items):
            UserFacingError(
                "no longer on the menu: \(items.map(UserFacingError.clean).joined(separator: ", ")). "
                    + "Remove it with 'recipes cart remove'; nothing was ordered.", status: .notFound)
        case .needsConfirmation:
            UserFacingError(
                "checkout asks for confirmation in a terminal; pass --yes to order without asking. Nothing was ordered.", status: .usage)
        case .declined:
            UserFacingError("order not placed; the cart is unchanged.", status: .notFound)
        case .sampleMenu:
            UserFacingError(
                "checkout needs the live menu or a cached copy of it, and only the bundled sample could be loaded: "
                    + "its prices and drinks may be out of date. Nothing was ordered; try again with a connection.", status: .unavailable)
        case .cartChanged:
            UserFacingError(
                "the cart changed while the order was being confirmed; nothing was ordered. Run 'recipes checkout' again to see it.",
                status: .locked)
        case .rejected(let host, let status):
            UserFacingError(
                "\(host) refused the order (HTTP \(status)); the cart is unchanged.", status: status >= 500 ? .unavailable : .invalidData)
        case .redirected(let host, let status):
            UserFacingError(
                "\(host) answered the order with a redirect (HTTP \(status)), which is never followed for an order; the cart is unchanged. "
                    + "Check RECIPES_CHECKOUT_URL.", status: .invalidData)
        case .unconfirmed(let host, let reason):
            UserFacingError(
                "\(host) did not confirm the order: \(reason) (a login or captive-portal page?). \(Self.keptAndMarked)",
                status: .invalidData)
        case .echoMismatch(let host):
            UserFacingError("\(host) confirmed an order different from the one sent. \(Self.keptAndMarked)", status: .invalidData)
        case .unreachable(let host, let reason, let maybeReceived):
            UserFacingError(
                "cannot place the order with \(host): \(reason); "
                    + (maybeReceived
                        ? "the shop may have received it. \(Self.keptAndMarked)" : "the cart is unchanged. Nothing was ordered."),
                status: .unavailable)
        case .mayHaveBeenPlaced(let host, let status):
            UserFacingError(
                "\(host) answered HTTP \(status), which may mean it took the order. \(Self.keptAndMarked)", status: .unavailable)
        case .pendingOrder(let pending):
            UserFacingError(
                "\(Self.describe(pending)). Check with the shop; 'recipes checkout --again' orders it anyway, "
                    + "'recipes cart clear' empties the cart. Nothing was ordered.", status: .usage)
        case .placedButCartNotUpdated(let path, let reason):
            UserFacingError(
                "the order WAS placed, but \(path) could not be updated (\(reason)), so the ordered lines are still in the cart. "
                    + "Do not check out again: remove them with 'recipes cart clear'.", status: .cannotWrite)
        }
    }
}
