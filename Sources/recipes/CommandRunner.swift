import ArgumentParser

/// Runs the command a parse made. Asking the parsed value `as? AsyncParsableCommand` makes the
/// runtime look that conformance up the first time, in every conformance record of the binary
/// (~5,100 of them: ~0.4 M instructions of every start, Docs/PerformanceLog.md). A command whose type
/// is listed here is run after comparing types, which looks nothing up; any other is run as before.
/// `CommandRunnerTests` holds the list to every command of the tree.
enum CommandRunner {
    static func run(_ command: ParsableCommand) async throws {
        let type = ObjectIdentifier(Swift.type(of: command))
        if let known = known.first(where: { $0.type == type }), try await known.run(command) { return }
        if var asyncCommand = command as? AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            var command = command
            try command.run()
        }
    }

    /// Whether `type` is run without a conformance lookup.
    static func isKnown(_ type: ParsableCommand.Type) -> Bool {
        known.contains { $0.type == ObjectIdentifier(type) }
    }

    struct Known: Sendable {
        let type: ObjectIdentifier
        /// Run through `AsyncParsableCommand.run()`; else the synchronous `run()`, which an async
        /// command only has as ArgumentParser's default (it prints the help and exits 0).
        let isAsync: Bool
        /// False, having run nothing, when the command is not of `type` (never, as the list is built).
        let run: @Sendable (ParsableCommand) async throws -> Bool

        init<Command: AsyncParsableCommand>(_: Command.Type) {
            type = ObjectIdentifier(Command.self)
            isAsync = true
            run = { command in
                // A cast to the concrete type compares types: no conformance is looked up.
                guard var command = command as? Command else { return false }
                try await command.run()
                return true
            }
        }

        init<Command: ParsableCommand>(sync _: Command.Type) {
            type = ObjectIdentifier(Command.self)
            isAsync = false
            run = { command in
                guard var command = command as? Command else { return false }
                try command.run()
                return true
            }
        }
    }

    static let known: [Known] = [
        Known(sync: VersionCommand.self), Known(sync: BashCompletionScriptCommand.self), Known(Recipes.self),
        Known(SearchCommand.self), Known(BrowseCommand.self), Known(CheckoutCommand.self), Known(ShoppingListCommand.self),
        Known(CanMakeCommand.self), Known(SyncCommand.self),
        Known(DessertsCommand.self), Known(DessertsCommand.List.self), Known(DessertsCommand.Categories.self),
        Known(DessertsCommand.Areas.self),
        Known(CocktailCommand.self), Known(CocktailCommand.List.self), Known(CocktailCommand.Categories.self),
        Known(CocktailCommand.Glasses.self), Known(CocktailCommand.Ingredients.self), Known(CocktailCommand.Search.self),
        Known(CocktailCommand.Filter.self),
        Known(RecipeShow<DessertsCommand>.self), Known(RecipeOpen<DessertsCommand>.self), Known(RecipeRandom<DessertsCommand>.self),
        Known(RecipeShare<DessertsCommand>.self), Known(RecipeShow<CocktailCommand>.self), Known(RecipeOpen<CocktailCommand>.self),
        Known(RecipeRandom<CocktailCommand>.self), Known(RecipeShare<CocktailCommand>.self),
        Known(PizzaCommand.self), Known(PizzaCommand.Menu.self), Known(PizzaCommand.Show.self), Known(PizzaCommand.Ingredients.self),
        Known(PizzaCommand.Drinks.self),
        Known(CartCommand.self), Known(CartCommand.List.self), Known(CartCommand.Add.self), Known(CartCommand.Add.Pizza.self),
        Known(CartCommand.Add.Custom.self), Known(CartCommand.Add.Drink.self), Known(CartCommand.Edit.self),
        Known(CartCommand.SetQuantity.self), Known(CartCommand.Remove.self), Known(CartCommand.Clear.self),
        Known(PantryCommand.self), Known(PantryCommand.List.self), Known(PantryCommand.Add.self), Known(PantryCommand.Remove.self),
        Known(PantryCommand.Clear.self),
        Known(ConfigCommand.self), Known(ConfigCommand.Get.self), Known(ConfigCommand.SetValue.self), Known(ConfigCommand.Unset.self),
        Known(FavoritesCommand.self), Known(FavoritesCommand.List.self), Known(FavoritesCommand.Add.self),
        Known(FavoritesCommand.Show.self), Known(FavoritesCommand.Remove.self), Known(FavoritesCommand.Note.self),
        Known(FavoritesCommand.Export.self), Known(FavoritesCommand.Import.self), Known(FavoritesCommand.Refresh.self),
        Known(CacheCommand.self), Known(CacheCommand.Info.self), Known(CacheCommand.Clear.self), Known(CacheCommand.Prune.self),
        Known(sync: CompletionCommand.self),
    ]
}
