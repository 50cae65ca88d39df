import RecipesBasics
import RecipesCatalog
import RecipesOutput
import RecipesPantry
import RecipesShopping

/// What `can-make` presents instead of its recipes.
public enum CanMakeView: Sendable {
    case recipes
    case buyNext
    case shoppingList(ShoppingListFormat?)
}

/// The pantry and can-make commands: each calls one action and presents its result.
extension RunContext {
    /// `pantry [list]`.
    public func listPantry() throws {
        let items = try app.pantry.items()
        if items.isEmpty { note(PantryOutput.emptyNote) }
        if json { return try Terminal.write(try PantryOutput.listJSON(items)) }
        try pageIfLong(PantryOutput.list(items, style: style))
    }

    /// `pantry add NAMES`.
    public func addToPantry(_ names: [String]) throws { try confirm(try app.pantry.add(names)) }

    /// `pantry remove NAMES`.
    public func removeFromPantry(_ names: [String]) throws { try confirm(try app.pantry.remove(names)) }

    /// `pantry clear`.
    public func clearPantry() throws { try confirm(try app.pantry.clear()) }

    private func confirm(_ change: PantryService.Change) throws {
        try confirm(PantryOutput.changed(change)) { try PantryOutput.changeJSON(change) }
    }

    /// `can-make`: the recipes the pantry makes (or nearly), what to buy next, or one shopping list
    /// of what they lack.
    public func canMake(
        scope: CanMakeScope, missing: Int?, view: CanMakeView, staples: Bool, strict: Bool, concurrency: Int, steering: ListSteering
    ) async throws {
        let missingAtMost: Int
        switch view {
        case .recipes: missingAtMost = missing ?? 0
        case .buyNext, .shoppingList: missingAtMost = missing ?? 1
        }
        let answer = try await app.canMake(
            CanMakeRequest(scope: scope, missingAtMost: missingAtMost, staples: staples, strict: strict, concurrency: concurrency),
            progress: { Terminal.activity.update(done: $0, total: $1) })
        // What the provenance note calls the answer: "offline: showing cocktails cached …", or "recipes" for both catalogs.
        let provenanceName = CatalogName(rawValue: scope == .all ? "recipes" : scope.rawValue)
        switch view {
        case .buyNext:
            let shelf = answer.shelf
            let purchases = answer.buyNext.map { steering.limited($0) }
            if purchases.value.isEmpty { note(PantryOutput.nothingNote(missingAtMost: missingAtMost)) }
            try present(
                purchases, catalog: provenanceName,
                json: { try PantryOutput.buyNextJSON(purchases, scope: scope, missingAtMost: missingAtMost, shelf: shelf) },
                text: { PantryOutput.buyNext(purchases.value, style: style) })
        case .shoppingList(let format):
            let loaded = answer.recipes
            let list = loaded.map(CompositionRoot.shoppingList(lacking:))
            if loaded.value.isEmpty {
                note(PantryOutput.nothingNote(missingAtMost: missingAtMost))
            } else if list.value.items.isEmpty {
                note("nothing is missing from what the pantry makes: there is nothing to buy")
            }
            try present(
                list, catalog: provenanceName, json: { try ShoppingListOutput.json(list) },
                text: {
                    format == .markdown ? ShoppingListOutput.markdown(list.value) : ShoppingListOutput.text(list.value, style: style)
                })
        case .recipes:
            let loaded = answer.recipes
            if loaded.value.isEmpty { note(PantryOutput.nothingNote(missingAtMost: missingAtMost)) }
            let steered = loaded.map(steering.apply)
            try present(
                steered, catalog: provenanceName, list: true,
                json: { try PantryOutput.canMakeJSON(steered, scope: scope, missingAtMost: missingAtMost, shelf: answer.shelf) },
                text: { PantryOutput.canMake(steered.value, style: style) })
        }
    }
}

extension InputCheck {
    /// A name for `pantry add`: what keeps it out, as a sentence; nil when it may go in.
    public static func pantryName(_ name: String) -> String? {
        guard let problem = PantryItem.problem(with: name) else { return nil }
        return "'\(TerminalSanitizer.sanitizeLine(name))' cannot go in the pantry: it is \(problem)."
    }

    /// Said in the help of both `pantry` and `can-make`.
    public static var staplesSentence: String {
        "Always counted as there, unless `can-make --no-staples`: \(Staples.names.joined(separator: ", "))."
    }

    /// Requests at once by default when `can-make` fetches (8).
    public static var defaultCanMakeConcurrency: Int { CanMakeFinder.defaultConcurrency }
}
