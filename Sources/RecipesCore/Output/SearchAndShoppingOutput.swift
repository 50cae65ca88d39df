import Foundation

/// `recipes search` and `recipes shopping-list` for people and scripts.
public enum SearchOutput {
    /// catalog, id, name, detail.
    public static func text(_ results: [SearchResult], style: TextStyle) -> String {
        style.table(results.map { [$0.catalog.rawValue, $0.id, $0.name, $0.detail ?? ""] }, emphasis: [.dim, .dim, .name])
    }

    public static func json(_ outcome: UnifiedSearch.Outcome) throws -> String {
        struct Failure: Encodable {
            let catalog: CatalogName
            let error: String
        }
        struct Search: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let source: ResourceSource
            let fetchedAt: Date
            let items: [SearchResult]
            let failures: [Failure]
        }
        return try JSONOutput.encode(Search(
            source: outcome.results.source, fetchedAt: outcome.results.fetchedAt, items: outcome.results.value,
            failures: outcome.failures.map { Failure(catalog: $0.catalog, error: UserFacingError.message(for: $0.error)) }))
    }

    /// One stderr line per catalog that did not answer.
    public static func failureLines(_ outcome: UnifiedSearch.Outcome) -> [String] {
        outcome.failures.map { "warning: \($0.catalog) did not answer: \(UserFacingError.message(for: $0.error))" }
    }
}

public enum ShoppingListOutput {
    public enum Format: String, Sendable, CaseIterable { case text, markdown }

    /// "2 oz", or "1 1/2 oz (Margarita), 4.5 cl (Tommy's Margarita)" when they cannot be added up.
    static func needs(_ item: ShoppingList.Item) -> String {
        if item.needs.count == 1 { return item.needs[0].measure ?? "" }
        return item.needs.map { need in
            "\(need.measure ?? "some") (\(need.recipes.joined(separator: ", ")))"
        }.joined(separator: ", ")
    }

    public static func text(_ list: ShoppingList, style: TextStyle) -> String {
        style.table(list.items.map { [$0.name, needs($0)] }, emphasis: [.name])
    }

    public static func markdown(_ list: ShoppingList) -> String {
        var lines = ["# Shopping list", "", "For: " + list.recipes.map(RecipeCardText.inline).joined(separator: ", "), ""]
        lines += list.items.map { item in
            let amount = needs(item)
            return "- [ ] " + RecipeCardText.inline(item.name) + (amount.isEmpty ? "" : " — " + RecipeCardText.inline(amount))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ list: ShoppingList) throws -> String {
        struct Need: Encodable {
            @NullEncoded var measure: String?
            let recipes: [String]
        }
        struct Item: Encodable {
            let name: String
            let needs: [Need]
        }
        struct List: Encodable {
            let schemaVersion = JSONOutput.schemaVersion
            let recipes: [String]
            let items: [Item]
        }
        return try JSONOutput.encode(List(recipes: list.recipes, items: list.items.map { item in
            Item(name: item.name, needs: item.needs.map { Need(measure: $0.measure, recipes: $0.recipes) })
        }))
    }
}
