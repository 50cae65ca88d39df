/// What a US cup (or teaspoon) of a dry good weighs, so a metric shopping list weighs flour, sugar
/// and butter rather than measuring them in millilitres.
///
/// Source: USDA FoodData Central, SR Legacy (the USDA National Nutrient Database for Standard
/// Reference), each food's household portion weight; the NDB number is beside each value. Only
/// foods that table lists are here, under the names recipes give them: a name not listed is
/// measured by volume, as written.
enum DryGoods {
    /// Grams per millilitre of `name` (`ShoppingList.key(for:)`), when it is listed.
    static func gramsPerMillilitre(_ key: String) -> Double? {
        table[key]
    }

    private struct Portion {
        let grams: Double
        let per: MeasureUnit
        let names: [String]
    }

    private static let portions: [Portion] = [
        // 20081 Wheat flour, white, all-purpose, enriched, bleached: 1 cup = 125 g
        Portion(grams: 125, per: .cup, names: ["flour", "plain flour", "all-purpose flour", "all purpose flour", "white flour"]),
        // 19335 Sugars, granulated: 1 cup = 200 g
        Portion(grams: 200, per: .cup, names: ["sugar", "granulated sugar", "white sugar"]),
        // 19334 Sugars, brown: 1 cup, packed = 220 g
        Portion(
            grams: 220, per: .cup,
            names: [
                "brown sugar", "light brown sugar", "dark brown sugar", "soft brown sugar", "light brown soft sugar",
                "dark brown soft sugar",
            ]),
        // 19336 Sugars, powdered: 1 cup, unsifted = 120 g
        Portion(grams: 120, per: .cup, names: ["powdered sugar", "icing sugar", "confectioners sugar", "confectioners' sugar"]),
        // 01001 Butter, salted: 1 cup = 227 g
        Portion(grams: 227, per: .cup, names: ["butter", "salted butter", "unsalted butter"]),
        // 19165 Cocoa, dry powder, unsweetened: 1 cup = 86 g
        Portion(grams: 86, per: .cup, names: ["cocoa", "cocoa powder", "unsweetened cocoa powder"]),
        // 20027 Cornstarch: 1 cup = 128 g
        Portion(grams: 128, per: .cup, names: ["cornstarch", "corn starch", "cornflour"]),
        // 02047 Salt, table: 1 cup = 292 g
        Portion(grams: 292, per: .cup, names: ["salt", "table salt"]),
        // 08120 Cereals, oats, regular and quick, not fortified, dry: 1 cup = 81 g
        Portion(grams: 81, per: .cup, names: ["oats", "rolled oats", "porridge oats"]),
        // 18369 Leavening agents, baking powder, double-acting: 1 tsp = 4.6 g
        Portion(grams: 4.6, per: .tsp, names: ["baking powder"]),
        // 18372 Leavening agents, baking soda: 1 tsp = 4.6 g
        Portion(grams: 4.6, per: .tsp, names: ["baking soda", "bicarbonate of soda", "bicarbonate soda"]),
    ]

    private static let table: [String: Double] = {
        var table: [String: Double] = [:]
        for portion in portions {
            for name in portion.names { table[ShoppingList.key(for: name)] = portion.grams / portion.per.size.doubleValue }
        }
        return table
    }()
}
