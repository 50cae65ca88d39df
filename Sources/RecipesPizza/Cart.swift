#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The pure rules of the cart: making lines from the menu, pricing them, the checkout payload.
public enum CartBook {
    /// A menu pizza, edited if asked: `add` and `remove` are ingredient names.
    public static func pizza(_ name: String, adding: [String] = [], removing: [String] = [], menu: PizzaMenu, now: Date) throws -> CartLine {
        let pizza = try menu.pizza(named: name)
        var ids = pizza.ingredientIDs
        for text in removing {
            let ingredient = try menu.ingredient(named: text)
            guard let index = ids.firstIndex(of: ingredient.number) else {
                throw CartError.notOnPizza(pizza: pizza.name, ingredient: ingredient.name)
            }
            ids.remove(at: index)
        }
        for text in adding {
            let ingredient = try menu.ingredient(named: text)
            guard !ids.contains(ingredient.number) else { throw CartError.alreadyOnPizza(pizza: pizza.name, ingredient: ingredient.name) }
            ids.append(ingredient.number)
        }
        try checkSize(of: ids, pizza: pizza.name)
        let price = menu.price(name: pizza.name, ingredientIDs: ids, imageURL: pizza.imageURL).price
        return CartLine(kind: .pizza, name: pizza.name, menuPizza: pizza.name, ingredientIDs: ids, priceWhenAdded: price, addedAt: now)
    }

    /// A pizza from scratch: the base price plus the ingredients.
    public static func custom(ingredients: [String], name: String?, menu: PizzaMenu, now: Date) throws -> CartLine {
        var ids: [Int] = []
        for text in ingredients {
            let ingredient = try menu.ingredient(named: text)
            guard !ids.contains(ingredient.number) else { throw CartError.alreadyOnPizza(pizza: name ?? "Custom pizza", ingredient: ingredient.name) }
            ids.append(ingredient.number)
        }
        guard !ids.isEmpty else { throw CartError.emptyPizza }
        let title = name?.trimmed().nonEmpty ?? "Custom pizza"
        try checkSize(of: ids, pizza: title)
        let price = menu.price(name: title, ingredientIDs: ids, imageURL: nil).price
        return CartLine(kind: .pizza, name: title, ingredientIDs: ids, priceWhenAdded: price, addedAt: now)
    }

    public static func drink(_ name: String, quantity: Int, menu: PizzaMenu, now: Date) throws -> CartLine {
        guard CartLine.quantities.contains(quantity) else { throw CartError.badQuantity(quantity) }
        let drink = try menu.drink(named: name)
        return CartLine(kind: .drink, name: drink.name, drinkID: drink.number, quantity: quantity,
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
                let description = describe(line: line, names: names, base: base, menu: menu)
                return PricedLine(number: index + 1, line: line, price: pizza.price, description: description,
                                  unknownIngredients: pizza.parts.filter { $0.ingredient == nil }.map(\.id),
                                  previousPrice: pizza.price == line.priceWhenAdded ? nil : line.priceWhenAdded, imageURL: image)
            case .drink:
                let drink = line.drinkID.flatMap { id in menu.drinks.first { $0.number == id } }
                let price = drink.map { $0.price * Decimal(line.quantity) }
                let description = line.quantity > 1 ? "\(line.quantity) × \(drink?.name ?? line.name)" : (drink?.name ?? line.name)
                return PricedLine(number: index + 1, line: line, price: price, description: description, unknownIngredients: [],
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
