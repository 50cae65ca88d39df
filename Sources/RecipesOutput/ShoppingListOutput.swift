import RecipesCatalog
import RecipesKitchen
import RecipesShopping
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public enum ShoppingListOutput {
    public enum Format: String, Sendable, CaseIterable { case text, markdown }

    /// "2 oz", or "1 1/2 oz (Margarita), 4.5 cl (Tommy's Margarita)" when they cannot be added up.
    static func needs(_ item: ShoppingList.Item) -> String {
        if item.needs.count == 1 { return item.needs[0].measure ?? "" }
        return item.needs.map { need in
            "\(need.measure ?? "some") (\(need.recipes.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }

    /// With `byAisle`, the items under a heading per aisle ("Produce"), a blank line between aisles.
    public static func text(_ list: ShoppingList, style: TextStyle, byAisle: Bool = false) -> String {
        guard byAisle else { return style.table(list.items.map { [$0.name, needs($0)] }, emphasis: [.name]) }
        return list.byAisle.map { group in
            style.paint(heading(group.aisle), .name) + "\n" + style.table(group.items.map { [$0.name, needs($0)] }, emphasis: [.name])
        }.joined(separator: "\n")
    }

    /// "Produce", …, and "Other" for the items no aisle is known for.
    static func heading(_ aisle: Aisle?) -> String {
        guard let aisle else { return "Other" }
        return aisle.rawValue.prefix(1).uppercased() + aisle.rawValue.dropFirst()
    }

    public static func markdown(_ list: ShoppingList, byAisle: Bool = false) -> String {
        var lines = ["# Shopping list", "", "For: " + list.recipes.map(RecipeCardOutput.inline).joined(separator: ", "), ""]
        func line(_ item: ShoppingList.Item) -> String {
            let amount = needs(item)
            return "- [ ] " + RecipeCardOutput.inline(item.name) + (amount.isEmpty ? "" : " — " + RecipeCardOutput.inline(amount))
        }
        if byAisle {
            lines += list.byAisle.map { "## \(heading($0.aisle))\n\n" + $0.items.map(line).joined(separator: "\n") + "\n" }
            return lines.joined(separator: "\n")
        }
        lines += list.items.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// With `--scale` or `--units` (`adjustment`), the measures are the adjusted ones and
    /// `adjustment` says what was asked.
    /// `source` and `fetchedAt` summarize the recipes behind it (`favorites` for `--favorites`, with a
    /// null `fetchedAt`: a favorite does not keep when its recipe was fetched).
    /// Each item says its aisle (null when none is known); `byAisle` orders them aisle by aisle.
    public static func json(_ loaded: Loaded<ShoppingList>, adjustment: MeasureAdjustment = .none, byAisle: Bool = false) throws -> String {
        let list = loaded.value
        struct Need: Encodable {
            @NullEncoded var measure: String?
            let recipes: [String]
        }
        struct Item: Encodable {
            let name: String
            let needs: [Need]
            @NullEncoded var aisle: String?
        }
        struct List: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let source: ResourceSource
            let fetchedAt: Date?
            let recipes: [String]
            let items: [Item]
            let adjustment: JSONOutput.Adjustment?

            enum CodingKeys: String, CodingKey { case schemaVersion, source, fetchedAt, recipes, items, adjustment }

            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(schemaVersion, forKey: .schemaVersion)
                try container.encode(source, forKey: .source)
                try container.encode(fetchedAt, forKey: .fetchedAt) // null: favorites keep no fetch time
                try container.encode(recipes, forKey: .recipes)
                try container.encode(items, forKey: .items)
                try container.encodeIfPresent(adjustment, forKey: .adjustment)
            }
        }
        return try JSONOutput.encode(
            List(
                source: loaded.source, fetchedAt: loaded.source == .favorites ? nil : loaded.fetchedAt, recipes: list.recipes,
                items: (byAisle ? list.byAisle.flatMap(\.items) : list.items).map { item in
                    Item(
                        name: item.name, needs: item.needs.map { Need(measure: $0.measure, recipes: $0.recipes) },
                        aisle: item.aisle?.rawValue)
                }, adjustment: adjustment.changesNothing ? nil : JSONOutput.Adjustment(adjustment)))
    }
}
