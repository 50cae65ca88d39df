import RecipesBasics
import RecipesText

/// Draws a `BrowseState` as the lines of a screen: exactly `rows` lines, none wider than
/// `columns`. Pure: the terminal layer writes only the lines that changed since the last frame.
///
/// Layout: the tab bar, the list or the open item, a line of keys (or the filter being typed), and
/// the status line. Every text from a server or a file is sanitized here, whatever made it.
public enum BrowseScreen {
    static let reverse = "\u{1B}[7m"
    static let plain = "\u{1B}[0m"
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func lines(_ state: BrowseState) -> [String] {
        let columns = max(1, state.columns)
        var lines = [tabBar(state.tab, tabs: state.tabs, position: position(state), columns: columns)]
        if let overlay = state.overlay {
            lines += page(overlay, tabs: state.tabs, height: state.bodyHeight, columns: columns)
        } else if let edit = state.edit {
            lines += pizzaEdit(edit, height: state.bodyHeight, columns: columns, colour: state.colour)
        } else if state.detail == nil && state.tab == .cart {
            lines += cart(state, columns: columns)
        } else {
            lines += state.detail.map { detail(state, $0, columns: columns) } ?? list(state, columns: columns)
        }
        lines.append(fit(keysLine(state, columns: columns), columns))
        lines.append(fit(statusLine(state), columns))
        return Array(lines.prefix(max(1, state.rows)))
    }

    /// The tabs, and at the right edge where the view is (`position`), when there is room for it.
    static func tabBar(_ current: BrowseTab, tabs: BrowseTabs, position: String? = nil, columns: Int) -> String {
        var line = ""
        var used = 0
        for tab in tabs.labels {
            let label = " \(tab.title) "
            guard used + label.count <= columns else { break }
            line += tab.tab == current ? reverse + label + plain : label
            used += label.count
        }
        if let position, used + 2 + position.count + 1 <= columns {
            line += String(repeating: " ", count: columns - used - position.count - 1) + position + " "
        }
        return line
    }

    /// Where the view is: the selected row of how many ("12 of 65"), or the lines of the open item
    /// on screen ("lines 1–27 of 80"); nil when there is nothing to count.
    static func position(_ state: BrowseState) -> String? {
        if state.overlay != nil { return nil }
        if let edit = state.edit {
            guard let count = edit.contents?.ingredients.count, count > 0 else { return nil }
            return "\(edit.selected + 1) of \(count)"
        }
        if let detail = state.detail {
            guard detail.lineCount > 0 else { return nil }
            return "lines \(detail.offset + 1)–\(min(detail.lineCount, detail.offset + state.bodyHeight)) of \(detail.lineCount)"
        }
        let list = state.list
        guard !list.visible.isEmpty else { return nil }
        return "\(list.selected + 1) of \(list.visible.count)"
    }

    static func list(_ state: BrowseState, columns: Int) -> [String] {
        let list = state.list
        let height = state.listHeight
        var rows: [String] = []
        if list.visible.isEmpty {
            rows.append(fit("  " + emptyText(state), columns))
        } else {
            let end = min(list.visible.count, list.top + height)
            for row in list.top..<end {
                rows.append(
                    listRow(
                        list.items[list.visible[row]], tab: state.tab, selected: row == list.selected, columns: columns,
                        colour: state.colour))
            }
        }
        return rows + Array(repeating: "", count: max(0, height - rows.count))
    }

    static func listRow(_ item: BrowseItem, tab: BrowseTab, selected: Bool, columns: Int, colour: Bool = false) -> String {
        let mark = selected ? "›" : " "
        let star = item.isFavorite ? "★" : " "
        var right = BrowseRow()
        switch (tab, item.kind) {
        case (.favorites, _): right.add((item.hasNote ? "✎ " : "  ") + item.catalog.rawValue, .dim)
        case (_, .drink):
            right.add("drink ")
            right.add(TerminalSanitizer.sanitizeLine(item.price ?? ""), .price)
        case (_, .pizza): right.add(TerminalSanitizer.sanitizeLine(item.price ?? ""), .price)
        case (_, .recipe): right.add(item.opensOffline ? offlineMark : "", .dim)
        case (_, .pizzaLine), (_, .drinkLine): break
        }
        let rightWidth = right.width
        let nameWidth = max(1, columns - 4 - (rightWidth > 0 ? rightWidth + 2 : 0))
        let name = TerminalSanitizer.sanitizeLine(item.name)
        var row = BrowseRow("\(mark) \(star) ")
        // A pizza's ingredients, as `pizza menu` lists them, where there is room: after its name, cut first.
        if let ingredients = item.ingredients, !ingredients.isEmpty, columns >= ingredientsFrom, nameWidth > pizzaNameWidth + 2 {
            row.add(DisplayWidth.truncate(name, to: pizzaNameWidth), .name)
            row.add(String(repeating: " ", count: pizzaNameWidth + 2 - DisplayWidth.of(DisplayWidth.truncate(name, to: pizzaNameWidth))))
            row.add(DisplayWidth.truncate(TerminalSanitizer.sanitizeLine(ingredients), to: nameWidth - pizzaNameWidth - 2), .dim)
        } else {
            row.add(DisplayWidth.truncate(name, to: nameWidth), .name)
        }
        if rightWidth > 0 && row.width + rightWidth + 1 <= columns {
            row.add(String(repeating: " ", count: columns - rightWidth - 1 - row.width))
            for part in right.parts { row.add(part.text, part.paint) }
            row.add(" ")
        }
        return row.line(columns: columns, colour: colour, selected: selected)
    }

    /// What marks a recipe that opens offline in a list that is not live: `desserts list`'s words (`ListOutput.offlineMark`).
    public static let offlineMark = "opens offline"

    /// Pizza rows show their ingredients from this width on, after a name column this wide.
    static let ingredientsFrom = 80
    static let pizzaNameWidth = 24

    static func emptyText(_ state: BrowseState) -> String {
        let list = state.list
        switch list.phase {
        case .notLoaded, .loading: return "loading \(state.tabs.noun(state.tab))…"
        case .failed(let message): return TerminalSanitizer.sanitizeLine(message)
        case .loaded:
            if !list.filter.isEmpty { return "nothing matches '\(TerminalSanitizer.sanitizeLine(list.filter))'" }
            switch state.tab {
            case .favorites: return "no favorites yet: press f on a recipe to keep it"
            case .cart:
                return "the cart is empty"
                    + (state.tabs.orderingTab.map { ": press a on a pizza or a drink in the \($0)" } ?? "")
            default: return "no \(state.tabs.noun(state.tab))"
            }
        }
    }

    static func detail(_ state: BrowseState, _ detail: BrowseDetail, columns: Int) -> [String] {
        let height = state.bodyHeight
        let lines = BrowseDetailText.lines(detail, columns: columns)
        let margin = String(repeating: " ", count: BrowseDetailText.margin)
        let shown = lines.enumerated().dropFirst(detail.offset).prefix(height).map { index, line -> String in
            switch line {
            // The recipe's name, its first line, bold as the commands print it.
            case .text(let text) where index == 0:
                BrowseRow(fit(margin + text, columns), .name).line(columns: columns, colour: state.colour)
            case .text(let text): fit(margin + text, columns)
            case .picture(let row): margin + row + plain
            }
        }
        return shown + Array(repeating: "", count: max(0, height - shown.count))
    }

    /// Every key, or the status line's note whole, folded to the width: `?` and `m`.
    static func page(_ overlay: BrowseOverlay, tabs: BrowseTabs, height: Int, columns: Int) -> [String] {
        let text: [String]
        switch overlay {
        case .keys: text = keyHelp(tabs)
        case .message(let message):
            text = WordWrap.lines(TerminalSanitizer.sanitizeLine(message), width: max(10, columns - 2)).map { " " + $0 }
        case .ordered(let order):
            text = ordered(order)
        }
        let rows = text.prefix(height).map { fit($0, columns) }
        return rows + Array(repeating: "", count: max(0, height - rows.count))
    }

    static func keyHelp(_ tabs: BrowseTabs) -> [String] {
        [
            " Keys (any key closes this)",
            "",
            " ↑↓ k j        move         PgUp PgDn  page      Home End g G  first, last",
            " Enter l →     open         Esc h ←    back      / filter (Enter keeps, Esc clears)",
            " \(tabs.digits) Tab S-Tab switch tabs  r          reload",
            " f             favorite (asks before a note goes)",
            " a             add to cart  u          undo the last change",
            " Cart (\(tabs.cartKey)):     x Delete remove a line    + - how many    e Enter edit a pizza",
            "               c check out (asks first; again when an order was never confirmed)",
            " Editing:      Space Enter put on or take off    s save    Esc cancel (nothing saved)",
            " m             the last message, or the status line's note, whole",
            " Ctrl-Z        suspend (fg comes back)",
            " q Ctrl-C      quit",
        ]
    }

    /// The keys that fit, most needed first: `? help` and `q quit` are never the ones dropped.
    static func keysLine(_ state: BrowseState, columns: Int) -> String {
        if let question = state.question { return question.answers }
        if state.overlay != nil { return "any key closes this" }
        if state.edit != nil { return fitted(["Space toggle", "s save", "Esc cancel", "↑↓ move"], columns: columns) }
        if state.isFiltering { return "/\(TerminalSanitizer.sanitizeLine(state.list.filter))▏  Enter keeps the filter, Esc clears it" }
        let filter =
            state.detail == nil && !state.list.filter.isEmpty
            ? "filter '\(TerminalSanitizer.sanitizeLine(state.list.filter))' (Esc clears)  " : ""
        let optional: [String]
        if let detail = state.detail {
            // "a add to cart" only where adding is possible.
            optional = ["↑↓ PgUp PgDn scroll", "Esc back", "f favorite"] + (detail.item.goesInCart ? ["a add to cart"] : []) + ["u undo"]
        } else if state.tab == .cart {
            optional = ["↑↓ move", "e edit", "+/- how many", "x remove", "c checkout", "\(state.tabs.digits) Tab switch", "u undo"]
        } else {
            optional =
                ["↑↓ move", "Enter open", "/ filter", "f favorite"] + (state.list.selectedItem?.goesInCart == true ? ["a add to cart"] : [])
                + ["\(state.tabs.digits) Tab switch", "u undo"]
        }
        return fitted(optional, columns: columns, prefix: filter)
    }

    /// The hints that fit, dropped from the end, then `? help  q quit`, which always stay.
    static func fitted(_ optional: [String], columns: Int, prefix: String = "") -> String {
        let kept = ["? help", "q quit"]
        var shown = optional
        func line(_ hints: [String]) -> String { prefix + (hints + kept).joined(separator: "  ") }
        while DisplayWidth.of(line(shown)) > columns, !shown.isEmpty { shown.removeLast() }
        return line(shown)
    }

    static func statusLine(_ state: BrowseState) -> String {
        if state.isBusy {
            let frame = spinner[state.spinnerFrame % spinner.count]
            if state.pendingActions > 0 { return "\(frame) working…" }
            if let detail = state.detail, detail.phase == .loading {
                return "\(frame) loading \(TerminalSanitizer.sanitizeLine(detail.item.name))…"
            }
            if let edit = state.edit, edit.phase == .loading {
                return "\(frame) loading the menu for \(TerminalSanitizer.sanitizeLine(edit.line.name))…"
            }
            return "\(frame) loading \(state.tabs.noun(state.tab))…"
        }
        if let message = state.message {
            let text = TerminalSanitizer.sanitizeLine(message)
            return state.question == nil ? pointingToTheRest(text, state.columns) : text
        }
        let list = state.list
        switch list.phase {
        case .notLoaded, .loading: return ""
        case .failed(let message): return "recipes: " + TerminalSanitizer.sanitizeLine(message)
        case .loaded:
            let count =
                list.filter.isEmpty
                ? state.tabs.counted(state.tab, list.items.count)
                : "\(list.visible.count) of \(state.tabs.counted(state.tab, list.items.count))"
            let pending =
                state.tab == .cart
                ? state.pendingOrder.map { " · note: " + TerminalSanitizer.sanitizeLine($0) + "; c asks before ordering again" } : nil
            let line = count + (pending ?? "") + (list.provenance.map { " · " + TerminalSanitizer.sanitizeLine($0) } ?? "")
            // `m` shows the list's note whole, not the Cart tab's pending order: that one is said in full
            // when checkout asks again.
            return pending == nil ? pointingToTheRest(line, state.columns) : line
        }
    }

    /// A status cut to the width says where the rest is: `m` shows it whole.
    private static func pointingToTheRest(_ text: String, _ columns: Int) -> String {
        DisplayWidth.of(text) > columns ? DisplayWidth.truncate(text, to: max(1, columns - 18)) + " (m: all of it)" : text
    }

    /// One line cut to the width (no line ever wraps).
    static func fit(_ text: String, _ columns: Int) -> String {
        DisplayWidth.truncate(text, to: columns)
    }
}
