import Foundation

/// One line of the cart. It keeps what the person chose (a pizza's name and ingredient ids, a drink's
/// id); prices are worked out again from the current menu whenever the cart is shown.
public struct CartLine: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case pizza, drink }

    public var id: String
    public var kind: Kind
    /// The pizza's name as ordered ("Margherita", or a custom pizza's name), or the drink's name.
    public var name: String
    /// The menu pizza it started from; nil for a pizza made from scratch.
    public var menuPizza: String?
    public var ingredientIDs: [Int]
    public var drinkID: Int?
    public var quantity: Int
    /// The line's price when it was added, to point out a price that changed since.
    public var priceWhenAdded: Decimal
    public var addedAt: Date

    public init(id: String = UUID().uuidString, kind: Kind, name: String, menuPizza: String? = nil, ingredientIDs: [Int] = [],
                drinkID: Int? = nil, quantity: Int = 1, priceWhenAdded: Decimal, addedAt: Date) {
        self.id = id
        self.kind = kind
        self.name = name
        self.menuPizza = menuPizza
        self.ingredientIDs = ingredientIDs
        self.drinkID = drinkID
        self.quantity = quantity
        self.priceWhenAdded = priceWhenAdded
        self.addedAt = addedAt
    }
}

/// `cart.json`: `{"schemaVersion": 1, "lines": [...]}`.
public struct CartDocument: VersionedDocument, Equatable {
    public static let currentVersion = 1
    public static let empty = CartDocument(lines: [])

    public var schemaVersion: Int
    public var lines: [CartLine]

    public init(lines: [CartLine]) {
        schemaVersion = Self.currentVersion
        self.lines = lines
    }
}

/// A cart line priced from the current menu.
public struct PricedLine: Sendable, Equatable {
    public var number: Int
    public var line: CartLine
    /// What it costs now; nil when a drink is no longer on the menu.
    public var price: Decimal?
    public var description: String
    /// Ingredient ids the menu no longer knows (they add nothing).
    public var unknownIngredients: [Int]
    /// The price when added, when it differs from `price`.
    public var previousPrice: Decimal?
    public var imageURL: URL?
}

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
        let title = name?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty ?? "Custom pizza"
        let price = menu.price(name: title, ingredientIDs: ids, imageURL: nil).price
        return CartLine(kind: .pizza, name: title, ingredientIDs: ids, priceWhenAdded: price, addedAt: now)
    }

    public static func drink(_ name: String, quantity: Int, menu: PizzaMenu, now: Date) throws -> CartLine {
        guard (1...99).contains(quantity) else { throw CartError.badQuantity(quantity) }
        let drink = try menu.drink(named: name)
        return CartLine(kind: .drink, name: drink.name, drinkID: drink.number, quantity: quantity,
                        priceWhenAdded: drink.price * Decimal(quantity), addedAt: now)
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
