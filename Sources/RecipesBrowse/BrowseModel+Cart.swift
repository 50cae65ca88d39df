/// The Cart tab's keys and answers: its lines, how many of each, the edit-pizza screen, checkout.
/// The cart is the file's: after every change it is read again, never patched here.
extension BrowseModel {
    static func reactToCart(_ event: BrowseEvent, in state: inout BrowseState) -> [BrowseEffect] {
        switch event {
        case .cartLoaded(let contents):
            state[list: .cart].replaceItems(contents.items)
            state[list: .cart].provenance = contents.provenance
            state[list: .cart].phase = .loaded
            state[list: .cart].scrollIntoView(height: state.listHeight(.cart))
            state.cartTotal = contents.total
            state.pendingOrder = contents.pendingOrder
        case .cartChanged(let message, let undo):
            state.pendingActions = max(0, state.pendingActions - 1)
            state.message = message
            if let undo { state.undo = undo }
            return reloadCart(&state)
        case .pizzaEditLoaded(let line, let contents):
            guard let edit = state.edit, edit.line.isSame(as: line) else { return [] }
            state.edit?.load(contents)
        case .pizzaEditFailed(let line, let message):
            guard let edit = state.edit, edit.line.isSame(as: line) else { return [] }
            state.edit = nil
            state.message = "recipes: " + message
        case .checkoutPrepared(let order):
            state.pendingActions = max(0, state.pendingActions - 1)
            state.question = .placeOrder(order)
            state.message = order.question
            if let warning = order.warning { state.overlay = .message(warning) }
        case .orderPlaced(let order):
            state.pendingActions = max(0, state.pendingActions - 1)
            state.overlay = .ordered(order)
            state.message =
                "the shop confirmed the order: \(order.lineIDs.count == 1 ? "1 line" : "\(order.lineIDs.count) lines"), \(order.total)"
            state.undo = nil // the ordered lines are gone for good: no undo brings them back
            return reloadCart(&state)
        default:
            break
        }
        return []
    }

    /// The cart changed: the Cart tab reads it again now if shown, else when next shown.
    private static func reloadCart(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.tab == .cart else {
            if state[list: .cart].phase != .notLoaded { state[list: .cart].phase = .notLoaded }
            return []
        }
        state[list: .cart].phase = .loading
        return [.loadList(.cart)]
    }

    /// The Cart tab's own keys; nil for the keys every list shares (moving, filter, tabs, undo, quit).
    static func cartKey(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect]? {
        switch key {
        case .character("x"), .delete:
            guard let line = state.list.selectedItem else { return [] }
            state.pendingActions += 1
            return [.removeCartLine(line)]
        case .character("+"), .character("="), .character("-"):
            guard let line = state.list.selectedItem else { return [] }
            let quantity = line.quantity + (key == .character("-") ? -1 : 1)
            guard quantity >= 1 else {
                state.message = "1 is the fewest: x removes the line"
                return []
            }
            guard quantity <= maximumQuantity else {
                state.message = "a line holds at most \(maximumQuantity)"
                return []
            }
            state.pendingActions += 1
            return [.setQuantity(line, to: quantity)]
        case .enter, .right, .character("l"), .character("e"):
            guard let line = state.list.selectedItem else { return [] }
            guard line.kind == .pizzaLine else {
                state.message = "a drink has no ingredients to edit: + and - change how many"
                return []
            }
            state.edit = BrowsePizzaEdit(line: line)
            return [.loadPizzaEdit(line)]
        case .character("c"):
            guard !state.list.items.isEmpty else {
                state.message = "the cart is empty: nothing to check out"
                return []
            }
            state.pendingActions += 1
            return [.prepareCheckout]
        case .character("f"), .character("a"):
            state.message =
                "f and a work on the \(state.tabs.orderingTab ?? "catalogs' tabs"); here x removes, +/- changes how many, e edits, c checks out"
            return []
        default:
            return nil
        }
    }

    /// What `recipes cart set --quantity` accepts: the `+` key stops there.
    static let maximumQuantity = 99

    /// The edit-pizza screen: move, toggle, save, or leave it unsaved.
    static func editKey(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect] {
        guard var edit = state.edit else { return [] }
        let page = state.bodyHeight - 2
        switch key {
        case .character("q"): return quit(&state)
        case .escape, .backspace, .left, .character("h"):
            state.edit = nil
            state.message = "not saved: \(edit.line.name) is as it was"
            return []
        case .up, .character("k"): edit.move(by: -1, height: page)
        case .down, .character("j"): edit.move(by: 1, height: page)
        case .pageUp: edit.move(by: -page, height: page)
        case .pageDown: edit.move(by: page, height: page)
        case .home, .character("g"): edit.move(by: Int.min / 2, height: page)
        case .end, .character("G"): edit.move(by: Int.max / 2, height: page)
        case .character(" "), .enter: edit.toggle()
        case .character("s"):
            guard edit.contents != nil else { return [] }
            let (adding, removing) = edit.changes
            guard !adding.isEmpty || !removing.isEmpty else {
                state.edit = nil
                state.message = "nothing changed: \(edit.line.name) is as it was"
                return []
            }
            state.edit = nil
            state.pendingActions += 1
            return [.saveEdit(edit.line, adding: adding, removing: removing)]
        default:
            return []
        }
        state.edit = edit
        return []
    }
}
