/// The documented exit codes (Docs/ExitCodes.md, `recipes --help`).
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case notFound = 1
    case usage = 64
    case invalidData = 65
    case unavailable = 69
    case cannotWrite = 73
    case locked = 75
    case interrupted = 130

    public var meaning: String {
        switch self {
        case .success: "success, including an empty search result"
        case .notFound: "the thing asked for does not exist, or a failure with no better code"
        case .usage: "usage error"
        case .invalidData: "invalid data: a server's answer is not the expected JSON, or a local file is corrupt"
        case .unavailable: "unavailable: no connectivity, timeout or server error, and nothing cached could serve"
        case .cannotWrite: "a local file or folder could not be written"
        case .locked: "another recipes process holds the store's lock for too long"
        case .interrupted: "interrupted (Ctrl-C)"
        }
    }
}

/// An error as the user sees it: one line and one exit code.
public struct UserFacingError: Error, Equatable, Sendable {
    public let message: String
    public let status: ExitStatus

    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// The one-line message for any error: ours as `init?(_:)` words it, anything else as it describes itself.
    public static func message(for error: Error) -> String {
        UserFacingError(error)?.message ?? "\(error)"
    }

    /// The one place core errors become messages. Nil for errors that are not ours (the parser's).
    public init?(_ error: Error) {
        switch error {
        case let error as UserFacingError:
            self = error
        case LoadError.unavailable(let host, let reason):
            self.init("cannot reach \(host): \(reason). Check your connection, or try again later.", status: .unavailable)
        case LoadError.invalidData(let host, let reason):
            self.init("invalid data from \(host): \(reason).", status: .invalidData)
        case LoadError.notCached(let maxAge):
            self.init("--offline: nothing cached younger than \(DurationText.amount(maxAge)) for this request. "
                      + "Run it once with a connection, or raise --max-age.", status: .unavailable)
        case LoadError.notInSnapshot(let resource):
            self.init("the bundled sample catalog has no \(resource). Drop --snapshot to ask the live service.", status: .notFound)
        case FileError.cannotWrite(StandardStream.outputName, let reason):
            self.init("cannot write \(StandardStream.outputName): \(reason). Check where it is redirected.", status: .cannotWrite)
        case FileError.cannotWrite(let path, let reason):
            self.init("cannot write \(path): \(reason). Check the folder's permissions and free space.", status: .cannotWrite)
        case FileError.cannotRead(let path, let reason):
            // Not a write failure (73) and not corrupt data (65): the file is missing or unreadable.
            self.init("cannot read \(path): \(reason).", status: .notFound)
        case CatalogError.notFound(let catalog, let id):
            self.init("no \(catalog.singular) with id \(Self.clean(id)).", status: .notFound)
        case CatalogError.noMatch(let catalog, let query, let suggestions):
            let hint = suggestions.isEmpty ? "" : " Did you mean \(Self.list(suggestions))?"
            self.init("no \(catalog.singular) is called '\(Self.clean(query))'.\(hint)", status: .notFound)
        case CatalogError.ambiguous(let catalog, let query, let candidates):
            self.init("'\(Self.clean(query))' could be several \(catalog.plural): did you mean \(Self.list(candidates))?", status: .notFound)
        case CatalogError.unknownCatalog(let name, let known):
            self.init("no catalog is called '\(Self.clean(name))'; there are \(known.joined(separator: ", ")).", status: .usage)
        case StoreError.corrupt(let path, let reason):
            self.init("\(path) is corrupt (\(reason)). Nothing was changed; fix or move the file, or run a command that changes it to start afresh (its bytes are kept).",
                      status: .invalidData)
        case StoreError.newerVersion(let path, let version):
            self.init("\(path) was written by a newer recipes (schemaVersion \(version)). Nothing was changed; upgrade recipes to use it.",
                      status: .invalidData)
        case StoreError.locked(let path, let seconds):
            self.init("another recipes process has held \(path) for \(DurationText.amount(seconds)). Try again when it has finished.",
                      status: .locked)
        case CartError.noSuchLine(let number, let count):
            self.init(count == 0 ? "the cart is empty; there is no line \(number)." : "the cart has no line \(number); its lines are 1 to \(count).",
                      status: .notFound)
        case CartError.alreadyOnPizza(let pizza, let ingredient):
            self.init("\(Self.clean(pizza)) already has \(Self.clean(ingredient)).", status: .usage)
        case CartError.notOnPizza(let pizza, let ingredient):
            self.init("\(Self.clean(pizza)) has no \(Self.clean(ingredient)) to remove.", status: .usage)
        case CartError.emptyPizza:
            self.init("a pizza needs at least one --ingredient.", status: .usage)
        case CartError.badQuantity(let quantity):
            self.init("--quantity must be 1 to 99, not \(quantity).", status: .usage)
        case CheckoutError.emptyCart:
            self.init("the cart is empty: nothing to check out. Add something with 'recipes cart add'.", status: .notFound)
        case CheckoutError.unavailable(let items):
            self.init("no longer on the menu: \(items.map(Self.clean).joined(separator: ", ")). Remove it with 'recipes cart remove'; nothing was ordered.",
                      status: .notFound)
        case CheckoutError.needsConfirmation:
            self.init("checkout asks for confirmation in a terminal; pass --yes to order without asking. Nothing was ordered.", status: .usage)
        case CheckoutError.declined:
            self.init("order not placed; the cart is unchanged.", status: .notFound)
        case CheckoutError.sampleMenu:
            self.init("checkout needs the live menu or a cached copy of it, and only the bundled sample could be loaded: its prices and drinks may be out of date. "
                      + "Nothing was ordered; try again with a connection.", status: .unavailable)
        case CheckoutError.cartChanged:
            self.init("the cart changed while the order was being confirmed; nothing was ordered. Run 'recipes checkout' again to see it.", status: .locked)
        case CheckoutError.redirected(let host, let status):
            self.init("\(host) answered the order with a redirect (HTTP \(status)), which is never followed for an order; the cart is unchanged. "
                      + "Check RECIPES_CHECKOUT_URL.", status: .invalidData)
        case CheckoutError.unconfirmed(let host, let reason):
            self.init("\(host) did not confirm the order: \(reason) (a login or captive-portal page?); the cart is unchanged. "
                      + "Check with the shop before ordering again.", status: .invalidData)
        case CheckoutError.placedButCartNotUpdated(let path, let reason):
            self.init("the order WAS placed, but \(path) could not be updated (\(reason)), so the ordered lines are still in the cart. "
                      + "Do not check out again: remove them with 'recipes cart clear'.", status: .cannotWrite)
        case CheckoutError.rejected(let host, let status):
            self.init("\(host) refused the order (HTTP \(status)); the cart is unchanged.", status: status >= 500 ? .unavailable : .invalidData)
        case CheckoutError.echoMismatch(let host):
            self.init("\(host) confirmed an order different from the one sent; the cart is unchanged. Check with the shop before ordering again.",
                      status: .invalidData)
        case CheckoutError.unreachable(let host, let reason, let maybeReceived):
            let hint = maybeReceived ? " The shop may have received it: check before ordering again." : " Nothing was ordered."
            self.init("cannot place the order with \(host): \(reason); the cart is unchanged.\(hint)", status: .unavailable)
        case ShoppingError.badReference(let text):
            self.init("'\(Self.clean(text))' is not catalog:id-or-name (for example dessert:52917 or cocktail:margarita).", status: .usage)
        case FavoritesError.notAFavorite(let query):
            self.init("no favorite matches '\(Self.clean(query))'. Run 'recipes favorites' to see them.", status: .notFound)
        case FavoritesError.ambiguous(let query, let candidates):
            self.init("'\(Self.clean(query))' matches several favorites: \(Self.list(candidates)). Use catalog/id.", status: .notFound)
        case FavoritesError.emptyNote:
            self.init("a note needs some text; use --clear to remove one.", status: .usage)
        case FavoritesError.notAnExport(let path, let reason):
            self.init("\(path) is not a recipes favorites export (\(reason)). Nothing was imported.", status: .invalidData)
        case is CancellationError:
            self.init("interrupted", status: .interrupted)
        default:
            return nil
        }
    }
}

extension UserFacingError {
    /// User input echoed in a message: one line, no escape sequences.
    static func clean(_ text: String) -> String { TerminalSanitizer.sanitizeLine(text) }

    /// "'a', 'b' or 'c'", at most eight.
    static func list(_ names: [String]) -> String {
        let quoted = names.prefix(8).map { "'\(clean($0))'" }
        let more = names.count > 8 ? " (and \(names.count - 8) more)" : ""
        guard quoted.count > 1 else { return (quoted.first ?? "") + more }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! + more
    }
}

extension CatalogName {
    /// "dessert" for "desserts": for messages about one item.
    var singular: String { rawValue.hasSuffix("s") ? String(rawValue.dropLast()) : rawValue }
    /// "pizzas" for "pizza": for messages about several.
    var plural: String { rawValue.hasSuffix("s") ? rawValue : rawValue + "s" }
}
