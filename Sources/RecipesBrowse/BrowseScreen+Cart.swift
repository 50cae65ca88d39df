import RecipesBasics
import RecipesText

/// The Cart tab, the edit-pizza screen and the success screen, as lines.
extension BrowseScreen {
    /// The lines numbered as `recipes cart` numbers them, each price on the right, then the total.
    static func cart(_ state: BrowseState, columns: Int) -> [String] {
        let list = state.list
        guard !list.visible.isEmpty else { return Self.list(state, columns: columns) + ["", ""] }
        let numberWidth = String(list.items.count).count + 1
        var rows: [String] = []
        let end = min(list.visible.count, list.top + state.listHeight)
        for row in list.top..<end {
            let index = list.visible[row]
            let number = "\(index + 1).".padded(to: numberWidth)
            rows.append(
                priced(
                    "\(row == list.selected ? "›" : " ") \(number) ", name: TerminalSanitizer.sanitizeLine(list.items[index].name),
                    price: list.items[index].price ?? "-", selected: row == list.selected, columns: columns, colour: state.colour))
        }
        rows += Array(repeating: "", count: max(0, state.listHeight - rows.count))
        let total = state.cartTotal.map {
            priced(
                String(repeating: " ", count: numberWidth + 3), name: "Total", price: $0, selected: false, columns: columns,
                colour: state.colour)
        }
        return rows + ["", total ?? ""]
    }

    /// `left` (its `name` bold) cut to leave room for `price` (green) at the right edge, one column
    /// spare, in reverse video when selected.
    static func priced(_ left: String, name: String, price: String, selected: Bool, columns: Int, colour: Bool) -> String {
        let price = TerminalSanitizer.sanitizeLine(price)
        let priceWidth = DisplayWidth.of(price)
        let room = columns - priceWidth - 3
        guard room >= 4 else { return BrowseRow(left + name).line(columns: columns, colour: false, selected: selected) }
        var row = BrowseRow(DisplayWidth.truncate(left, to: room))
        row.add(DisplayWidth.truncate(name, to: room - row.width), .name)
        row.add(String(repeating: " ", count: room + 2 - row.width))
        row.add(price, .price)
        row.add(" ")
        return row.line(columns: columns, colour: colour, selected: selected)
    }

    /// Nenno's "edit pizza": the pizza and its price as ticked now, then every ingredient of the menu.
    static func pizzaEdit(_ edit: BrowsePizzaEdit, height: Int, columns: Int, colour: Bool) -> [String] {
        let name = TerminalSanitizer.sanitizeLine(edit.line.name)
        var rows: [String]
        switch edit.phase {
        case .loading, .failed:
            rows = [fit(" Edit \(name)", columns)]
        case .loaded(let contents):
            let price = edit.price.map(Money.format) ?? "?"
            let was = edit.originalPrice.map(Money.format)
            let quantity = contents.quantity > 1 ? "\(contents.quantity) × " : ""
            var header = BrowseRow(" Edit \(quantity)")
            header.add(TerminalSanitizer.sanitizeLine(contents.name), .name)
            header.add(" — ")
            header.add(price, .price)
            header.add(was != nil && was != price ? " (was \(was!))" : "")
            rows = [header.line(columns: columns, colour: colour), ""]
            let shown = contents.ingredients.indices.dropFirst(edit.top).prefix(max(1, height - 2))
            for index in shown {
                let ingredient = contents.ingredients[index]
                let box = edit.isTicked(ingredient) ? "[x]" : "[ ]"
                let mark = index == edit.selected ? "›" : " "
                rows.append(
                    priced(
                        "\(mark) \(box) ", name: TerminalSanitizer.sanitizeLine(ingredient.name), price: Money.format(ingredient.price),
                        selected: index == edit.selected, columns: columns, colour: colour))
            }
        }
        return Array(rows.prefix(height)) + Array(repeating: "", count: max(0, height - rows.count))
    }

    /// The success screen: the seed app's thanks, as `recipes checkout` prints it, and what was ordered.
    static func ordered(_ order: BrowseOrder) -> [String] {
        let count = order.lineIDs.count == 1 ? "1 line" : "\(order.lineIDs.count) lines"
        return [
            "", "   Thank you for your order! Total: \(TerminalSanitizer.sanitizeLine(order.total))", "",
            "   The shop confirmed it: \(count), taken out of the cart.", "", "   Any key goes back to the cart.",
        ]
    }
}
