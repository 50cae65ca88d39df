#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pure rules of the cart: making lines from the menu, pricing them, the checkout payload.
public enum CartBook {
    /// A menu pizza, edited if asked: `add` and `remove` are ingredient names.
    public static func pizza(
        _ name: String, adding: [String] = [], removing: [String] = [], quantity: Int = 1,
        menu: PizzaMenu, now: Date
    ) throws -> CartLine {
        try checkQuantity(quantity)
        let pizza = try menu.pizza(named: name)
        let ids = try edited(pizza.ingredientIDs, adding: adding, removing: removing, pizza: pizza.name, menu: menu)
        guard !ids.isEmpty else { throw CartError.nothingLeft(pizza: pizza.name) }
        try checkSize(of: ids, pizza: pizza.name)
        let price = menu.price(name: pizza.name, ingredientIDs: ids, imageURL: pizza.imageURL).price
        return CartLine(
            kind: .pizza, name: pizza.name, menuPizza: pizza.name, ingredientIDs: ids, quantity: quantity,
            priceWhenAdded: price * Decimal(quantity), addedAt: now)
    }

    /// `ids` with the `removing` ingredients taken off, then the `adding` ones put on.
    private static func edited(_ ids: [Int], adding: [String], removing: [String], pizza: String, menu: PizzaMenu) throws -> [Int] {
        var ids = ids
        for text in removing {
            let ingredient = try menu.ingredient(named: text)
            guard let index = ids.firstIndex(of: ingredient.number) else {
                throw CartError.notOnPizza(pizza: pizza, ingredient: ingredient.name)
            }
            ids.remove(at: index)
        }
        for text in adding {
            let ingredient = try menu.ingredient(named: text)
            guard !ids.contains(ingredient.number) else { throw CartError.alreadyOnPizza(pizza: pizza, ingredient: ingredient.name) }
            ids.append(ingredient.number)
        }
        return ids
    }

    /// The suffix an edited menu pizza's name carries: "Margherita (edited)".
    public static let editedSuffix = " (edited)"

    /// A pizza line with ingredients taken off and put on, priced again from `menu` (its quantity
    /// kept). A menu pizza keeps its name with "(edited)"; a custom pizza keeps its name. A drink
    /// has no ingredients to edit.
    public static func edit(_ line: CartLine, adding: [String], removing: [String], menu: PizzaMenu) throws -> CartLine {
        guard line.kind == .pizza else { throw CartError.drinkNotEditable(line.name) }
        let ids = try edited(line.ingredientIDs, adding: adding, removing: removing, pizza: line.name, menu: menu)
        guard !ids.isEmpty else { throw CartError.nothingLeft(pizza: line.name) }
        try checkSize(of: ids, pizza: line.name)
        var edited = line
        edited.ingredientIDs = ids
        if line.menuPizza != nil, !line.name.hasSuffix(editedSuffix) { edited.name = line.name + editedSuffix }
        let image = line.menuPizza.flatMap { name in menu.pizzas.first { $0.name == name }?.imageURL }
        edited.priceWhenAdded = menu.price(name: edited.name, ingredientIDs: ids, imageURL: image).price * Decimal(line.quantity)
        return edited
    }

    /// The line with a new quantity, 1–99; the price it was added at scales with it.
    public static func setQuantity(_ line: CartLine, to quantity: Int) throws -> CartLine {
        try checkQuantity(quantity)
        var changed = line
        changed.quantity = quantity
        changed.priceWhenAdded = line.priceWhenAdded / Decimal(line.quantity) * Decimal(quantity)
        return changed
    }

    /// What adding a line did: appended it as line `number`, or merged it into line `number`.
    public struct Addition: Sendable, Equatable {
        public let number: Int
        public let merged: Bool

        public init(number: Int, merged: Bool) {
            self.number = number
            self.merged = merged
        }
    }

    /// Appends `line`, or merges it into the line holding the same drink or the same unedited menu
    /// pizza (their quantities added, within 1–99). Custom and edited pizzas always get a line of their own.
    public static func add(_ line: CartLine, to lines: inout [CartLine], menu: PizzaMenu) throws -> Addition {
        guard let index = lines.firstIndex(where: { isSameItem($0, line, menu: menu) }) else {
            lines.append(line)
            return Addition(number: lines.count, merged: false)
        }
        let existing = lines[index]
        let total = existing.quantity + line.quantity
        guard CartLine.quantities.contains(total) else {
            throw CartError.mergedQuantity(
                name: existing.name, number: index + 1, inCart: existing.quantity, adding: line.quantity,
                limit: CartLine.quantities.upperBound)
        }
        lines[index].quantity = total
        lines[index].priceWhenAdded = existing.priceWhenAdded + line.priceWhenAdded
        return Addition(number: index + 1, merged: true)
    }

    /// The same drink, or the same menu pizza as the menu makes it, under its own name.
    static func isSameItem(_ a: CartLine, _ b: CartLine, menu: PizzaMenu) -> Bool {
        guard a.kind == b.kind else { return false }
        switch a.kind {
        case .drink:
            return a.drinkID != nil && a.drinkID == b.drinkID
        case .pizza:
            guard let name = a.menuPizza, b.menuPizza == name, a.name == name, b.name == name,
                let pizza = menu.pizzas.first(where: { $0.name == name })
            else { return false }
            return a.ingredientIDs == pizza.ingredientIDs && b.ingredientIDs == pizza.ingredientIDs
        }
    }

    private static func checkQuantity(_ quantity: Int) throws {
        guard CartLine.quantities.contains(quantity) else { throw CartError.badQuantity(quantity) }
    }

    /// A pizza from scratch: the base price plus the ingredients.
    public static func custom(ingredients: [String], name: String?, menu: PizzaMenu, now: Date) throws -> CartLine {
        var ids: [Int] = []
        for text in ingredients {
            let ingredient = try menu.ingredient(named: text)
            guard !ids.contains(ingredient.number) else {
                throw CartError.alreadyOnPizza(pizza: name ?? "Custom pizza", ingredient: ingredient.name)
            }
            ids.append(ingredient.number)
        }
        guard !ids.isEmpty else { throw CartError.emptyPizza }
        let title = name?.trimmed().nonEmpty ?? "Custom pizza"
        try checkSize(of: ids, pizza: title)
        let price = menu.price(name: title, ingredientIDs: ids, imageURL: nil).price
        return CartLine(kind: .pizza, name: title, ingredientIDs: ids, priceWhenAdded: price, addedAt: now)
    }

    public static func drink(_ name: String, quantity: Int, menu: PizzaMenu, now: Date) throws -> CartLine {
        try checkQuantity(quantity)
        let drink = try menu.drink(named: name)
        return CartLine(
            kind: .drink, name: drink.name, drinkID: drink.number, quantity: quantity,
            priceWhenAdded: drink.price * Decimal(quantity), addedAt: now)
    }

    /// A line the cart could not read back is never written: cart.json holds at most
    /// `CartLine.maximumIngredients` ingredients per pizza.
    private static func checkSize(of ids: [Int], pizza: String) throws {
        guard ids.count <= CartLine.maximumIngredients else {
            throw CartError.tooManyIngredients(pizza: pizza, count: ids.count, limit: CartLine.maximumIngredients)
        }
    }

    /// Every line priced from `menu`, numbered from 1.
    public static func priced(_ cart: CartDocument, menu: PizzaMenu) -> [PricedLine] {
        cart.lines.enumerated().map { index, line in
            switch line.kind {
            case .pizza:
                let image = line.menuPizza.flatMap { name in menu.pizzas.first { $0.name == name }?.imageURL }
                let pizza = menu.price(name: line.name, ingredientIDs: line.ingredientIDs, imageURL: image)
                let names = pizza.parts.map(\.displayName)
                let base = line.menuPizza.flatMap { name in menu.pizzas.first { $0.name == name } }
                let described = describe(line: line, names: names, base: base, menu: menu)
                let description = line.quantity > 1 ? "\(line.quantity) × \(described)" : described
                let price = pizza.price * Decimal(line.quantity)
                return PricedLine(
                    number: index + 1, line: line, price: price, description: description,
                    unknownIngredients: pizza.parts.filter { $0.ingredient == nil }.map(\.id),
                    previousPrice: price == line.priceWhenAdded ? nil : line.priceWhenAdded, imageURL: image)
            case .drink:
                let drink = line.drinkID.flatMap { id in menu.drinks.first { $0.number == id } }
                let price = drink.map { $0.price * Decimal(line.quantity) }
                let description = line.quantity > 1 ? "\(line.quantity) × \(drink?.name ?? line.name)" : (drink?.name ?? line.name)
                return PricedLine(
                    number: index + 1, line: line, price: price, description: description, unknownIngredients: [],
                    previousPrice: price == nil || price == line.priceWhenAdded ? nil : line.priceWhenAdded, imageURL: nil)
            }
        }
    }

    public static func total(_ lines: [PricedLine]) -> Decimal {
        lines.reduce(0) { $0 + ($1.price ?? 0) }
    }

    /// "Margherita + Salami − Tomato Sauce", or a custom pizza's name with all its ingredients.
    static func describe(line: CartLine, names: [String], base: MenuPizza?, menu: PizzaMenu) -> String {
        guard let base else { return "\(line.name) (\(names.joined(separator: ", ")))" }
        let added = line.ingredientIDs.filter { !base.ingredientIDs.contains($0) }
        let removed = base.ingredientIDs.filter { !line.ingredientIDs.contains($0) }
        func name(_ id: Int) -> String { menu.ingredient(id)?.name ?? "unknown ingredient #\(id)" }
        return ([line.name] + added.map { "+ \(name($0))" } + removed.map { "− \(name($0))" }).joined(separator: " ")
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
