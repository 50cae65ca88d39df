import RecipesCatalog

/// The keys and answers of `recipes browse`, as a pure function: a state and an event give the
/// next state and the effects to run. No terminal, no clock, no network.
public enum BrowseModel {
    /// The first state: the tab asked for, loading.
    public static func start(tab: BrowseTab, tabs: BrowseTabs, rows: Int, columns: Int, colour: Bool = false) -> (
        BrowseState, [BrowseEffect]
    ) {
        var state = BrowseState(tab: tab, tabs: tabs, rows: rows, columns: columns)
        state.colour = colour
        let effects = ensureLoaded(&state)
        return (state, effects)
    }

    /// How long a message stays on the status line when no key comes first.
    public static let messageSeconds = 4.0

    public static func handle(_ event: BrowseEvent, in state: inout BrowseState) -> [BrowseEffect] {
        let shown = state.message
        var effects = react(to: event, in: &state)
        // A new message goes after a few seconds (or at the next key); a question stays until answered.
        if let message = state.message, message != shown || state.messageSerial == 0 {
            state.messageSerial += 1
            state.lastMessage = message
            if state.question == nil { effects.append(.expireMessage(serial: state.messageSerial, seconds: messageSeconds)) }
        }
        return effects
    }

    private static func react(to event: BrowseEvent, in state: inout BrowseState) -> [BrowseEffect] {
        switch event {
        case .key(let key):
            return handle(key, in: &state)
        case .resized(let rows, let columns):
            state.rows = max(1, rows)
            state.columns = max(1, columns)
            for tab in state.tabs.all { state[list: tab].scrollIntoView(height: state.listHeight(tab)) }
            let editHeight = state.bodyHeight - 2
            state.edit?.move(by: 0, height: editHeight)
            if state.detail != nil { scrollDetail(by: 0, in: &state) }
        case .listLoaded(let tab, let items, let provenance):
            state[list: tab].replaceItems(items)
            state[list: tab].provenance = provenance
            state[list: tab].phase = .loaded
            state[list: tab].scrollIntoView(height: state.listHeight(tab))
        case .listFailed(let tab, let message):
            state[list: tab].phase = .failed(message)
        case .detailLoaded(let item, let card, let note):
            guard let detail = state.detail, detail.item.isSame(as: item) else { return [] }
            state.detail?.phase = .loaded(card, note: note)
            state.detail?.measure(columns: state.columns)
            return [.loadPicture(item, card)]
        case .detailFailed(let item, let message):
            if let detail = state.detail, detail.item.isSame(as: item) {
                state.detail?.phase = .failed(message)
                state.detail?.measure(columns: state.columns)
            }
        case .pictureLoaded(let item, let rows):
            if let detail = state.detail, detail.item.isSame(as: item) {
                state.detail?.pictureRows = rows
                state.detail?.measure(columns: state.columns)
            }
        case .favoriteChanged(let catalog, let id, let isFavorite, let message, let undo):
            state.pendingActions = max(0, state.pendingActions - 1)
            state.message = message
            if let undo { state.undo = undo }
            for tab in state.tabs.all {
                state[list: tab].updateAll { item in
                    if item.catalog == catalog && item.id == id && item.kind != .drink { item.isFavorite = isFavorite }
                }
            }
            if let detail = state.detail, detail.item.catalog == catalog, detail.item.id == id {
                state.detail?.item.isFavorite = isFavorite
                state.detail?.measure(columns: state.columns)
            }
            // The favorites tab lists the file as it is: read again when next shown.
            if state[list: .favorites].phase != .notLoaded && state.tab != .favorites {
                state[list: .favorites].phase = .notLoaded
            }
        case .actionDone(let message, let undo):
            state.pendingActions = max(0, state.pendingActions - 1)
            state.message = message
            if let undo { state.undo = undo }
        case .cartLoaded, .cartChanged, .pizzaEditLoaded, .pizzaEditFailed, .checkoutPrepared, .orderPlaced:
            return reactToCart(event, in: &state)
        case .removalNeedsConsent(let item, let name, let note):
            state.pendingActions = max(0, state.pendingActions - 1)
            state.question = .removeNoted(item, name: name, note: note)
            state.message = "Remove \(name) and its note? y/N (note: \(note.split(separator: "\n").first ?? ""))"
        case .warning(let line):
            state.message = line
        case .tick:
            state.spinnerFrame += 1
        case .messageExpired(let serial):
            if serial == state.messageSerial && state.question == nil { state.message = nil }
        }
        return []
    }

    static func handle(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect] {
        if key == .interrupt { return quit(&state) }
        if let question = state.question { return answer(question, with: key, in: &state) }
        if state.overlay != nil {
            state.overlay = nil // any key closes the page, and does nothing else
            return []
        }
        let shown = state.message
        state.message = nil // a message goes at the next key
        if !state.isFiltering {
            if key == .character("?") {
                state.overlay = .keys
                return []
            }
            if key == .character("m") {
                // What the status line showed, whole: the message, else the list's note (where it came from), else the last message.
                let provenance = state.list.phase == .loaded ? state.list.provenance : nil
                if let whole = shown ?? provenance ?? state.lastMessage {
                    state.overlay = .message(whole)
                } else {
                    state.message = "no message yet"
                }
                return []
            }
        }
        if state.isFiltering, let effects = filterKey(key, in: &state) { return effects }
        if state.edit != nil { return editKey(key, in: &state) }
        if state.detail != nil { return detailKey(key, in: &state) }
        return listKey(key, in: &state)
    }

    /// `y` goes ahead; any other key keeps what the question was about.
    private static func answer(_ question: BrowseQuestion, with key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect] {
        state.question = nil
        switch question {
        case .removeNoted(let item, let name, let note):
            guard key == .character("y") || key == .character("Y") else {
                state.message = "kept \(name) and its note"
                return []
            }
            state.pendingActions += 1
            return [.removeFavorite(item, note: note)]
        case .placeOrder(let order):
            state.overlay = nil // the warning shown with the question
            guard key == .character("y") || key == .character("Y") else {
                state.message = "order not placed; the cart is unchanged."
                return []
            }
            state.pendingActions += 1
            return [.placeOrder(order)]
        }
    }

    /// `u`: takes back the last change made here, once.
    static func undo(_ state: inout BrowseState) -> [BrowseEffect] {
        guard let undo = state.undo else {
            state.message = "nothing to undo"
            return []
        }
        state.undo = nil
        state.pendingActions += 1
        return [.undo(undo)]
    }

    static func quit(_ state: inout BrowseState) -> [BrowseEffect] {
        state.hasQuit = true
        return [.quit]
    }

    /// Keys that type into the filter; nil for keys that act as they do in the list (moving).
    private static func filterKey(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect]? {
        switch key {
        case .character(let character):
            state.list.setFilter(state.list.filter + String(character))
        case .backspace:
            state.list.setFilter(String(state.list.filter.dropLast()))
        case .enter:
            state.isFiltering = false
        case .escape:
            state.isFiltering = false
            state.list.clearFilter(height: state.listHeight)
        case .tab, .shiftTab:
            state.isFiltering = false
            return nil
        default:
            return nil
        }
        return []
    }

    private static func listKey(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect] {
        let page = state.listHeight
        if state.tab == .cart, let effects = cartKey(key, in: &state) { return effects }
        switch key {
        case .character("q"): return quit(&state)
        case .character(let digit) where state.tabs.numbered(digit) != nil:
            return switchTab(to: state.tabs.numbered(digit)!, in: &state)
        case .tab: return switchTab(to: state.tabs.tab(state.tab, movedBy: 1), in: &state)
        case .shiftTab: return switchTab(to: state.tabs.tab(state.tab, movedBy: -1), in: &state)
        case .up, .character("k"): state.list.move(by: -1, height: page)
        case .down, .character("j"): state.list.move(by: 1, height: page)
        case .pageUp: state.list.move(by: -page, height: page)
        case .pageDown: state.list.move(by: page, height: page)
        case .home, .character("g"): state.list.select(0, height: page)
        case .end, .character("G"): state.list.select(state.list.visible.count - 1, height: page)
        case .character("/"):
            state.isFiltering = true
        case .escape:
            if !state.list.filter.isEmpty { state.list.clearFilter(height: page) }
        case .enter, .right, .character("l"):
            guard let item = state.list.selectedItem else { return [] }
            state.detail = BrowseDetail(item: item)
            return [.loadDetail(item)]
        case .character("f"), .character("a"):
            return action(key, in: &state)
        case .character("u"):
            return undo(&state)
        case .character("r"):
            state.list.phase = .loading
            return [.loadList(state.tab)]
        default: break
        }
        return []
    }

    private static func detailKey(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect] {
        let page = state.bodyHeight
        switch key {
        case .character("q"): return quit(&state)
        case .escape, .backspace, .left, .character("h"):
            state.detail = nil
            state.list.scrollIntoView(height: state.listHeight)
        case .up, .character("k"): scrollDetail(by: -1, in: &state)
        case .down, .character("j"): scrollDetail(by: 1, in: &state)
        case .pageUp: scrollDetail(by: -page, in: &state)
        case .pageDown, .character(" "): scrollDetail(by: page, in: &state)
        case .home, .character("g"): scrollDetail(by: Int.min / 2, in: &state)
        case .end, .character("G"): scrollDetail(by: Int.max / 2, in: &state)
        case .character("f"), .character("a"):
            return action(key, in: &state)
        case .character("u"):
            return undo(&state)
        case .character(let digit) where state.tabs.numbered(digit) != nil:
            state.detail = nil
            return switchTab(to: state.tabs.numbered(digit)!, in: &state)
        case .tab:
            state.detail = nil
            return switchTab(to: state.tabs.tab(state.tab, movedBy: 1), in: &state)
        case .shiftTab:
            state.detail = nil
            return switchTab(to: state.tabs.tab(state.tab, movedBy: -1), in: &state)
        default: break
        }
        return []
    }

    private static func action(_ key: BrowseKey, in state: inout BrowseState) -> [BrowseEffect] {
        guard let item = state.current else { return [] }
        if key == .character("f") {
            guard item.kind != .drink else {
                state.message = "only recipes and pizzas can be favorites"
                return []
            }
            state.pendingActions += 1
            return [.toggleFavorite(item)]
        }
        guard item.goesInCart else {
            state.message = "only pizzas and drinks from Nenno's go in the cart"
            return []
        }
        state.pendingActions += 1
        return [.addToCart(item)]
    }

    static func switchTab(to tab: BrowseTab, in state: inout BrowseState) -> [BrowseEffect] {
        state.isFiltering = false
        state.tab = tab
        state.message = nil
        return ensureLoaded(&state)
    }

    static func ensureLoaded(_ state: inout BrowseState) -> [BrowseEffect] {
        guard state.list.phase == .notLoaded else { return [] }
        state.list.phase = .loading
        return [.loadList(state.tab)]
    }

    private static func scrollDetail(by step: Int, in state: inout BrowseState) {
        guard var detail = state.detail else { return }
        if detail.measuredColumns != state.columns {
            detail.measure(columns: state.columns)
            state.detail = detail
        }
        let lines = detail.lineCount
        let limit = max(0, lines - state.bodyHeight)
        let target = step > 0 && detail.offset > Int.max - step ? Int.max : detail.offset + step
        state.detail?.offset = max(0, min(target, limit))
    }
}
