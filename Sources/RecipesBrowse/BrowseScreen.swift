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
        var lines = [tabBar(state.tab, columns: columns)]
        lines += state.detail.map { detail(state, $0, columns: columns) } ?? list(state, columns: columns)
        lines.append(fit(keysLine(state), columns))
        lines.append(fit(statusLine(state), columns))
        return Array(lines.prefix(max(1, state.rows)))
    }

    static func tabBar(_ current: BrowseTab, columns: Int) -> String {
        var line = ""
        var used = 0
        for tab in BrowseTab.allCases {
            let label = " \(tab.title) "
            guard used + label.count <= columns else { break }
            line += tab == current ? reverse + label + plain : label
            used += label.count
        }
        return line
    }

    static func list(_ state: BrowseState, columns: Int) -> [String] {
        let list = state.list
        let height = state.bodyHeight
        var rows: [String] = []
        if list.visible.isEmpty {
            rows.append(fit("  " + emptyText(state), columns))
        } else {
            let end = min(list.visible.count, list.top + height)
            for row in list.top..<end {
                rows.append(listRow(list.items[list.visible[row]], tab: state.tab, selected: row == list.selected, columns: columns))
            }
        }
        return rows + Array(repeating: "", count: max(0, height - rows.count))
    }

    static func listRow(_ item: BrowseItem, tab: BrowseTab, selected: Bool, columns: Int) -> String {
        let mark = selected ? "›" : " "
        let star = item.isFavorite ? "★" : " "
        var right = ""
        switch (tab, item.kind) {
        case (.favorites, _): right = (item.hasNote ? "✎ " : "  ") + item.catalog.rawValue
        case (_, .drink): right = "drink " + (item.price ?? "")
        case (_, .pizza): right = item.price ?? ""
        case (_, .recipe): right = ""
        }
        let rightWidth = DisplayWidth.of(right)
        let nameWidth = max(1, columns - 4 - (rightWidth > 0 ? rightWidth + 2 : 0))
        let name = DisplayWidth.truncate(TerminalSanitizer.sanitizeLine(item.name), to: nameWidth)
        let left = "\(mark) \(star) " + name
        let line = rightWidth > 0 && DisplayWidth.of(left) + rightWidth + 1 <= columns
            ? DisplayWidth.pad(left, to: columns - rightWidth - 1) + right + " "
            : left
        let fitted = fit(line, columns)
        return selected ? reverse + DisplayWidth.pad(fitted, to: columns) + plain : fitted
    }

    static func emptyText(_ state: BrowseState) -> String {
        let list = state.list
        switch list.phase {
        case .notLoaded, .loading: return "loading \(state.tab.noun)…"
        case .failed(let message): return TerminalSanitizer.sanitizeLine(message)
        case .loaded:
            if !list.filter.isEmpty { return "nothing matches '\(TerminalSanitizer.sanitizeLine(list.filter))'" }
            return state.tab == .favorites ? "no favorites yet: press f on a recipe to keep it" : "no \(state.tab.noun)"
        }
    }

    static func detail(_ state: BrowseState, _ detail: BrowseDetail, columns: Int) -> [String] {
        let height = state.bodyHeight
        let lines = BrowseDetailText.lines(detail, columns: columns)
        let margin = String(repeating: " ", count: BrowseDetailText.margin)
        let shown = lines.dropFirst(detail.offset).prefix(height).map { line -> String in
            switch line {
            case .text(let text): fit(margin + text, columns)
            case .picture(let row): margin + row + plain
            }
        }
        return shown + Array(repeating: "", count: max(0, height - shown.count))
    }

    static func keysLine(_ state: BrowseState) -> String {
        if state.question != nil { return "y removes it with its note  any other key keeps it" }
        if state.isFiltering { return "/\(TerminalSanitizer.sanitizeLine(state.list.filter))▏  Enter keeps the filter, Esc clears it" }
        if state.detail != nil { return "↑↓ PgUp PgDn scroll  Esc back  f favorite  a add to cart  u undo  q quit" }
        let filter = state.list.filter.isEmpty ? "" : "filter '\(TerminalSanitizer.sanitizeLine(state.list.filter))' (Esc clears)  "
        return filter + "↑↓ move  Enter open  / filter  f favorite  a add to cart  1-4 Tab switch  u undo  q quit"
    }

    static func statusLine(_ state: BrowseState) -> String {
        if state.isBusy {
            let frame = spinner[state.spinnerFrame % spinner.count]
            if state.pendingActions > 0 { return "\(frame) working…" }
            if let detail = state.detail, detail.phase == .loading {
                return "\(frame) loading \(TerminalSanitizer.sanitizeLine(detail.item.name))…"
            }
            return "\(frame) loading \(state.tab.noun)…"
        }
        if let message = state.message { return TerminalSanitizer.sanitizeLine(message) }
        let list = state.list
        switch list.phase {
        case .notLoaded, .loading: return ""
        case .failed(let message): return "recipes: " + TerminalSanitizer.sanitizeLine(message)
        case .loaded:
            let count = list.filter.isEmpty ? state.tab.counted(list.items.count)
                : "\(list.visible.count) of \(state.tab.counted(list.items.count))"
            return count + (list.provenance.map { " · " + TerminalSanitizer.sanitizeLine($0) } ?? "")
        }
    }

    /// One line cut to the width (no line ever wraps).
    static func fit(_ text: String, _ columns: Int) -> String {
        DisplayWidth.truncate(text, to: columns)
    }
}
