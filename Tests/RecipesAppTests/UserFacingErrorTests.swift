import RecipesApp
import RecipesBasics
import RecipesCatalog
import RecipesDesserts
import RecipesFavorites
import RecipesPantry
import RecipesPizza
import RecipesShopping
import RecipesStorage
import Testing

private typealias Code = RecipesBasics.ExitStatus

@Suite("User-facing errors")
struct UserFacingErrorTests {
    /// One row of the table: an example of one case, the line a person reads, the documented exit code.
    struct Row: Sendable {
        let error: any Error & Sendable
        let message: String
        let status: RecipesBasics.ExitStatus

        fileprivate init(_ error: any Error & Sendable, _ message: String, _ status: Code) {
            self.error = error
            self.message = message
            self.status = status
        }
    }

    /// Every case of every core error enum (each `UserFacing` enum in Sources). `kind(of:)` switches
    /// over each enum without a default, so a new case does not compile until it is named here, and
    /// `row(_:)` switches over this enum, so a name does not compile until it has its row.
    enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case loadUnavailable, loadInvalidData, loadNotCached, loadNotInSnapshot
        case catalogNotFound, catalogNotInCatalog, catalogNoMatch, catalogNoMatchNoSuggestion, catalogAmbiguous, catalogUnknownCatalog,
            catalogUnknownName, catalogUnknownNameNoSuggestion
        case catalogRecipeNotStored, catalogRecipeNotStoredByName, catalogRecipeNotStoredSnapshot, catalogNotInSample
        case fileCannotWrite, fileCannotWriteStandardOutput, fileCannotRead
        case storeCorrupt, storeNewerVersion, storeLocked
        case cartNoSuchLine, cartNoSuchLineEmpty, cartAlreadyOnPizza, cartNotOnPizza, cartEmptyPizza, cartBadQuantity,
            cartTooManyIngredients,
            cartDrinkNotEditable, cartNothingLeft, cartMergedQuantity, cartLineGone
        case checkoutEmptyCart, checkoutUnavailable, checkoutNeedsConfirmation, checkoutDeclined, checkoutSampleMenu, checkoutCartChanged
        case checkoutRejected4xx, checkoutRejected5xx, checkoutRedirected, checkoutUnconfirmed, checkoutEchoMismatch
        case checkoutUnreachable, checkoutUnreachableMaybeReceived, checkoutMayHaveBeenPlaced, checkoutPendingOrder,
            checkoutPlacedButCartNotUpdated
        case shoppingBadReference, shoppingBadScale, shoppingBadCount, shoppingNoFavorites
        case favoritesNotAFavorite, favoritesAmbiguous, favoritesEmptyNote, favoritesNotAnExport, favoritesWouldReplaceExport,
            favoritesHasNote, favoritesKeptWithNote
        case pantryBadName, pantryNotInPantry, pantryFull, pantryEmpty
        case linkUnsafe, linkMissing
        case loadNotLive, loadNotLiveNoReason
        case catalogNameNotFound
        case settingsInvalidFile, settingsInvalidFileNoLine, settingsUnknownSetting, settingsUnknownSettingNoSuggestion, settingsNotInFile,
            settingsBadValue

        var testDescription: String { rawValue }
    }

    static func row(_ key: Case) -> Row {
        switch key {
        case .loadUnavailable:
            Row(
                LoadError.unavailable(host: "h", reason: "connection refused"),
                "cannot reach h: connection refused. Check your connection, or try again later.", .unavailable)
        case .loadInvalidData:
            Row(LoadError.invalidData(host: "h", reason: "the answer is empty"), "invalid data from h: the answer is empty.", .invalidData)
        case .loadNotCached:
            Row(
                LoadError.notCached(maxAge: 3600),
                "--offline: nothing cached younger than 1 hour for this request. Run it once with a connection, or raise --max-age.",
                .unavailable)
        case .loadNotInSnapshot:
            Row(
                LoadError.notInSnapshot(resource: "mealdb/lookup.php?i=1"),
                "the bundled sample catalog does not hold this answer. Drop --snapshot to ask the live service.", .notFound)
        case .catalogNotFound:
            Row(CatalogError.notFound(catalog: .desserts, id: "1"), "no dessert with id 1.", .notFound)
        case .catalogNotInCatalog:
            Row(
                CatalogError.notInCatalog(catalog: .desserts, id: "52977", name: "Corba", category: "Side"),
                "no dessert with id 52977: Corba is in category Side.", .notFound)
        case .catalogNoMatch:
            Row(
                CatalogError.noMatch(catalog: .pizza, query: "margarita", suggestions: ["Margherita"]),
                "no pizza is called 'margarita'. Did you mean 'Margherita'?", .notFound)
        case .catalogNoMatchNoSuggestion:
            Row(CatalogError.noMatch(catalog: .desserts, query: "abc", suggestions: []), "no dessert is called 'abc'.", .notFound)
        case .catalogAmbiguous:
            Row(
                CatalogError.ambiguous(catalog: .pizza, query: "bo", candidates: ["Boscaiola", "Bottarga"]),
                "'bo' could be several pizzas: did you mean 'Boscaiola' or 'Bottarga'?", .notFound)
        case .catalogUnknownCatalog:
            Row(
                CatalogError.unknownCatalog("soups", known: ["desserts", "cocktails"]),
                "no catalog is called 'soups'; there are desserts, cocktails.", .usage)
        case .catalogUnknownName:
            Row(
                CatalogError.unknownName(
                    kind: "glass", value: "Coupe", suggestions: ["Coupe Glass"], listCommand: "recipes cocktail glasses"),
                "no glass 'Coupe'; did you mean 'Coupe Glass'? 'recipes cocktail glasses' lists them.", .notFound)
        case .catalogUnknownNameNoSuggestion:
            Row(
                CatalogError.unknownName(kind: "area", value: "Narnia", suggestions: [], listCommand: "recipes desserts areas"),
                "no area 'Narnia'; 'recipes desserts areas' lists them.", .notFound)
        case .catalogRecipeNotStored:
            Row(
                CatalogError.recipeNotStored(catalog: .desserts, id: "53062", name: "Walnut Roll Gužvara", snapshotOnly: false),
                "Walnut Roll Gužvara (dessert 53062) is listed in the offline sample, but its recipe is not bundled. Connect once to fetch it.",
                .unavailable)
        case .catalogRecipeNotStoredByName:
            Row(
                CatalogError.recipeNotStored(catalog: .desserts, id: nil, name: "Apam balik", snapshotOnly: false),
                "Apam balik is listed in the offline sample, but its recipe is not bundled. Connect once to fetch it.", .unavailable)
        case .catalogRecipeNotStoredSnapshot:
            Row(
                CatalogError.recipeNotStored(catalog: .desserts, id: "53062", name: "Walnut Roll Gužvara", snapshotOnly: true),
                "Walnut Roll Gužvara (dessert 53062) is listed in the offline sample, but its recipe is not bundled. "
                    + "Drop --snapshot and connect once to fetch it.", .unavailable)
        case .catalogNotInSample:
            Row(
                CatalogError.notInSample(catalog: .desserts, id: "1"),
                "the bundled sample catalog has no dessert 1. Drop --snapshot to ask the live service.", .notFound)
        case .fileCannotWrite:
            Row(
                FileError.cannotWrite(path: "/p", reason: "permission denied"),
                "cannot write /p: permission denied. Check the folder's permissions and free space.", .cannotWrite)
        case .fileCannotWriteStandardOutput:
            Row(
                FileError.cannotWrite(path: StandardStream.outputName, reason: "no space left on device"),
                "cannot write standard output: no space left on device. Check where it is redirected.", .cannotWrite)
        case .fileCannotRead:
            Row(FileError.cannotRead(path: "/p", reason: "permission denied"), "cannot read /p: permission denied.", .notFound)
        case .storeCorrupt:
            Row(
                StoreError.corrupt(path: "/p", reason: "not valid JSON"),
                "/p is corrupt (not valid JSON). Nothing was changed; fix or move the file, or run a command that changes it "
                    + "to start afresh (its bytes are kept).", .invalidData)
        case .storeNewerVersion:
            Row(
                StoreError.newerVersion(path: "/p", version: 9),
                "/p was written by a newer recipes (schemaVersion 9). Nothing was changed; upgrade recipes to use it.", .invalidData)
        case .storeLocked:
            Row(
                StoreError.locked(path: "/p", seconds: 10),
                "another recipes process has held /p for 10 seconds. Try again when it has finished.", .locked)
        case .cartNoSuchLine:
            Row(CartError.noSuchLine(3, count: 2), "the cart has no line 3; its lines are 1 to 2.", .notFound)
        case .cartNoSuchLineEmpty:
            Row(CartError.noSuchLine(1, count: 0), "the cart is empty; there is no line 1.", .notFound)
        case .cartAlreadyOnPizza:
            Row(CartError.alreadyOnPizza(pizza: "Margherita", ingredient: "Mozzarella"), "Margherita already has Mozzarella.", .usage)
        case .cartNotOnPizza:
            Row(CartError.notOnPizza(pizza: "Margherita", ingredient: "Tuna"), "Margherita has no Tuna to remove.", .usage)
        case .cartEmptyPizza:
            Row(CartError.emptyPizza, "a pizza needs at least one --ingredient.", .usage)
        case .cartBadQuantity:
            Row(CartError.badQuantity(0), "--quantity must be 1 to 99, not 0.", .usage)
        case .cartTooManyIngredients:
            Row(
                CartError.tooManyIngredients(pizza: "My pizza", count: 101, limit: 100),
                "My pizza would have 101 ingredients; a pizza in the cart has at most 100.", .usage)
        case .cartDrinkNotEditable:
            Row(
                CartError.drinkNotEditable("Coke"),
                "Coke is a drink: only pizzas have ingredients to edit; change how many with 'recipes cart set N --quantity Q'.", .usage)
        case .cartNothingLeft:
            Row(
                CartError.nothingLeft(pizza: "Margherita"), "that would leave Margherita with no ingredients; a pizza needs at least one.",
                .usage)
        case .cartMergedQuantity:
            Row(
                CartError.mergedQuantity(name: "Coke", number: 1, inCart: 60, adding: 60, limit: 99),
                "line 1 already has 60 × Coke; 60 more would make 120, and a line holds at most 99.", .usage)
        case .cartLineGone:
            Row(
                CartError.lineGone,
                "that line is no longer in the cart (another recipes process changed it); nothing was changed. "
                    + "The cart is shown again as it is now.", .notFound)
        case .checkoutEmptyCart:
            Row(CheckoutError.emptyCart, "the cart is empty: nothing to check out. Add something with 'recipes cart add'.", .notFound)
        case .checkoutUnavailable:
            Row(
                CheckoutError.unavailable(["Hawaii", "Coke"]),
                "no longer on the menu: Hawaii, Coke. Remove it with 'recipes cart remove'; nothing was ordered.", .notFound)
        case .checkoutNeedsConfirmation:
            Row(
                CheckoutError.needsConfirmation,
                "checkout asks for confirmation in a terminal; pass --yes to order without asking. Nothing was ordered.", .usage)
        case .checkoutDeclined:
            Row(CheckoutError.declined, "order not placed; the cart is unchanged.", .notFound)
        case .checkoutSampleMenu:
            Row(
                CheckoutError.sampleMenu,
                "checkout needs the live menu or a cached copy of it, and only the bundled sample could be loaded: "
                    + "its prices and drinks may be out of date. Nothing was ordered; try again with a connection.", .unavailable)
        case .checkoutCartChanged:
            Row(
                CheckoutError.cartChanged,
                "the cart changed while the order was being confirmed; nothing was ordered. Run 'recipes checkout' again to see it.",
                .locked)
        case .checkoutRejected4xx:
            Row(CheckoutError.rejected(host: "h", status: 400), "h refused the order (HTTP 400); the cart is unchanged.", .invalidData)
        case .checkoutRejected5xx:
            Row(CheckoutError.rejected(host: "h", status: 503), "h refused the order (HTTP 503); the cart is unchanged.", .unavailable)
        case .checkoutRedirected:
            Row(
                CheckoutError.redirected(host: "h", status: 307),
                "h answered the order with a redirect (HTTP 307), which is never followed for an order; the cart is unchanged. "
                    + "Check RECIPES_CHECKOUT_URL.", .invalidData)
        case .checkoutUnconfirmed:
            Row(
                CheckoutError.unconfirmed(host: "h", reason: "its answer is not JSON"),
                "h did not confirm the order: its answer is not JSON (a login or captive-portal page?). "
                    + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first).",
                .invalidData)
        case .checkoutEchoMismatch:
            Row(
                CheckoutError.echoMismatch(host: "h"),
                "h confirmed an order different from the one sent. "
                    + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first).",
                .invalidData)
        case .checkoutUnreachable:
            Row(
                CheckoutError.unreachable(host: "h", reason: "connection refused", maybeReceived: false),
                "cannot place the order with h: connection refused; the cart is unchanged. Nothing was ordered.", .unavailable)
        case .checkoutUnreachableMaybeReceived:
            Row(
                CheckoutError.unreachable(host: "h", reason: "no answer within 1 second", maybeReceived: true),
                "cannot place the order with h: no answer within 1 second; the shop may have received it. "
                    + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first).",
                .unavailable)
        case .checkoutMayHaveBeenPlaced:
            Row(
                CheckoutError.mayHaveBeenPlaced(host: "h", status: 502),
                "h answered HTTP 502, which may mean it took the order. "
                    + "The cart is kept and marked as sent: check with the shop before ordering again ('recipes checkout' asks first).",
                .unavailable)
        case .checkoutPendingOrder:
            Row(
                CheckoutError.pendingOrder(PendingOrder(sentAt: nil, shop: "h", lines: nil)),
                "an order of this cart was sent to h and never confirmed: the shop may have received it. Check with the shop; "
                    + "'recipes checkout --again' orders it anyway, 'recipes cart clear' empties the cart. Nothing was ordered.", .usage)
        case .checkoutPlacedButCartNotUpdated:
            Row(
                CheckoutError.placedButCartNotUpdated(path: "/p", reason: "permission denied"),
                "the order WAS placed, but /p could not be updated (permission denied), so the ordered lines are still in the cart. "
                    + "Do not check out again: remove them with 'recipes cart clear'.", .cannotWrite)
        case .shoppingBadReference:
            Row(
                ShoppingError.badReference("x"),
                "'x' is not catalog:id-or-name (for example dessert:52917 or cocktail:margarita).", .usage)
        case .shoppingBadScale:
            Row(ShoppingError.badScale("nan"), "--scale takes a number from 0.001 to 100, such as 2, 0.5 or 1/3 (not 'nan').", .usage)
        case .shoppingBadCount:
            Row(
                ShoppingError.badCount("cocktail:margarita=lots"),
                "'cocktail:margarita=lots': the count after '=' takes a number from 0.001 to 100, such as 8 or 1/2.", .usage)
        case .shoppingNoFavorites:
            Row(
                ShoppingError.noFavorites,
                "there are no favorites to list: add some with 'recipes favorites add', or name recipes as catalog:id-or-name.",
                .notFound)
        case .favoritesNotAFavorite:
            Row(
                FavoritesError.notAFavorite(query: "pavlova"), "no favorite matches 'pavlova'. Run 'recipes favorites' to see them.",
                .notFound)
        case .favoritesAmbiguous:
            Row(
                FavoritesError.ambiguous(query: "tart", candidates: ["desserts/1", "desserts/2"]),
                "'tart' matches several favorites: 'desserts/1' or 'desserts/2'. Use catalog/id.", .notFound)
        case .favoritesHasNote:
            Row(
                FavoritesError.hasNote(name: "Pavlova", key: "desserts/1", note: "n"),
                "Pavlova (desserts/1) has a note, which removing it would lose; pass --yes to remove it with its note. Nothing was removed.",
                .usage)
        case .favoritesKeptWithNote:
            Row(
                FavoritesError.keptWithNote(name: "Pavlova", key: "desserts/1"),
                "kept Pavlova (desserts/1) and its note; nothing was removed.", .notFound)
        case .favoritesEmptyNote:
            Row(FavoritesError.emptyNote, "a note needs some text; use --clear to remove one.", .usage)
        case .favoritesNotAnExport:
            Row(
                FavoritesError.notAnExport(path: "/p", reason: "not valid JSON"),
                "/p is not a recipes favorites export (not valid JSON). Nothing was imported.", .invalidData)
        case .favoritesWouldReplaceExport:
            Row(
                FavoritesError.wouldReplaceExport(path: "/p/backup.json", holds: .json, writing: .markdown),
                "/p/backup.json holds JSON; writing a Markdown export would replace it. "
                    + "Nothing was written: use --format json, another file, or --force.", .usage)
        case .pantryBadName:
            Row(
                PantryError.badName("Gin\u{1B}[2J", problem: "a name with control characters"),
                "'Gin' cannot go in the pantry: it is a name with control characters.", .usage)
        case .pantryNotInPantry:
            Row(
                PantryError.notInPantry(["Rum", "Gin"]),
                "'Rum', 'Gin' are not in the pantry; nothing was changed. See what is with 'recipes pantry list'.", .notFound)
        case .pantryFull:
            Row(
                PantryError.full(limit: 500),
                "the pantry holds at most 500 items; nothing was changed. Remove some with 'recipes pantry remove NAME'.",
                .usage)
        case .pantryEmpty:
            Row(
                PantryError.empty,
                "the pantry is empty, so nothing can be made; put what you have on the shelf with "
                    + "'recipes pantry add Tequila \"Lime juice\"'.", .notFound)
        case .linkUnsafe:
            Row(
                LinkError.unsafe("javascript:alert(1)"), "will not open 'javascript:alert(1)': only plain http and https links are opened.",
                .invalidData)
        case .linkMissing:
            Row(LinkError.missing(kind: "video", name: "Flan"), "Flan has no video link.", .notFound)
        case .loadNotLive:
            Row(
                LoadError.notLive(reason: "cannot reach localhost:9: connection refused"),
                "cannot reach localhost:9: connection refused. Check your connection, or try again later.", .unavailable)
        case .loadNotLiveNoReason:
            Row(LoadError.notLive(reason: nil), "no live answer. Check your connection, or try again later.", .unavailable)
        case .catalogNameNotFound:
            Row(
                CatalogError.nameNotFound(catalog: .desserts, name: "bakewell"),
                "the dessert list names 'bakewell', but its recipe could not be found.", .notFound)
        case .settingsInvalidFile:
            Row(
                SettingsError.invalidFile(path: "/h/config.toml", line: 3, reason: "units takes as-is, metric or us, not 'imperial'"),
                "/h/config.toml, line 3: units takes as-is, metric or us, not 'imperial'. Fix or remove the file (Docs/FileFormats.md lists what it takes).",
                .invalidData)
        case .settingsInvalidFileNoLine:
            Row(
                SettingsError.invalidFile(path: "/h/config.toml", line: nil, reason: "it is a folder, not a file"),
                "/h/config.toml: it is a folder, not a file. Fix or remove the file (Docs/FileFormats.md lists what it takes).",
                .invalidData)
        case .settingsUnknownSetting:
            Row(
                SettingsError.unknownSetting(name: "unit", known: ["units", "image"]),
                "no setting is called 'unit' (did you mean 'units'?); `recipes config` lists them.", .usage)
        case .settingsUnknownSettingNoSuggestion:
            Row(
                SettingsError.unknownSetting(name: "xyzzy", known: ["units", "image"]),
                "no setting is called 'xyzzy'; `recipes config` lists them.", .usage)
        case .settingsNotInFile:
            Row(
                SettingsError.notInFile(name: "timeout"),
                "timeout is not kept in config.toml; `config set` takes units, image, browse-tab or picture-cache-budget.", .usage)
        case .settingsBadValue:
            Row(
                SettingsError.badValue(name: "units", value: "imperial", allowed: "as-is, metric or us"),
                "units takes as-is, metric or us, not 'imperial'.", .usage)
        }
    }

    /// Which row an error belongs to. No default anywhere: a new case of any core error stops this
    /// file from compiling until the case has a name above and a row in `row(_:)`.
    static func kind(of error: any Error) -> Case? {
        switch error {
        case let error as LoadError:
            switch error {
            case .unavailable: .loadUnavailable
            case .invalidData: .loadInvalidData
            case .notCached: .loadNotCached
            case .notInSnapshot: .loadNotInSnapshot
            case .notLive(let reason): reason == nil ? .loadNotLiveNoReason : .loadNotLive
            }
        case let error as CatalogError:
            switch error {
            case .notFound: .catalogNotFound
            case .notInCatalog: .catalogNotInCatalog
            case .noMatch(_, _, let suggestions): suggestions.isEmpty ? .catalogNoMatchNoSuggestion : .catalogNoMatch
            case .ambiguous: .catalogAmbiguous
            case .unknownCatalog: .catalogUnknownCatalog
            case .unknownName(_, _, let suggestions, _): suggestions.isEmpty ? .catalogUnknownNameNoSuggestion : .catalogUnknownName
            case .nameNotFound: .catalogNameNotFound
            case .recipeNotStored(_, let id, _, let snapshotOnly):
                snapshotOnly ? .catalogRecipeNotStoredSnapshot : id == nil ? .catalogRecipeNotStoredByName : .catalogRecipeNotStored
            case .notInSample: .catalogNotInSample
            }
        case let error as FileError:
            switch error {
            case .cannotWrite(let path, _): path == StandardStream.outputName ? .fileCannotWriteStandardOutput : .fileCannotWrite
            case .cannotRead: .fileCannotRead
            }
        case let error as StoreError:
            switch error {
            case .corrupt: .storeCorrupt
            case .newerVersion: .storeNewerVersion
            case .locked: .storeLocked
            }
        case let error as CartError:
            switch error {
            case .noSuchLine(_, let count): count == 0 ? .cartNoSuchLineEmpty : .cartNoSuchLine
            case .alreadyOnPizza: .cartAlreadyOnPizza
            case .notOnPizza: .cartNotOnPizza
            case .emptyPizza: .cartEmptyPizza
            case .badQuantity: .cartBadQuantity
            case .tooManyIngredients: .cartTooManyIngredients
            case .drinkNotEditable: .cartDrinkNotEditable
            case .nothingLeft: .cartNothingLeft
            case .mergedQuantity: .cartMergedQuantity
            case .lineGone: .cartLineGone
            }
        case let error as CheckoutError:
            switch error {
            case .emptyCart: .checkoutEmptyCart
            case .unavailable: .checkoutUnavailable
            case .needsConfirmation: .checkoutNeedsConfirmation
            case .declined: .checkoutDeclined
            case .sampleMenu: .checkoutSampleMenu
            case .cartChanged: .checkoutCartChanged
            case .rejected(_, let status): status >= 500 ? .checkoutRejected5xx : .checkoutRejected4xx
            case .redirected: .checkoutRedirected
            case .unconfirmed: .checkoutUnconfirmed
            case .echoMismatch: .checkoutEchoMismatch
            case .unreachable(_, _, let maybeReceived): maybeReceived ? .checkoutUnreachableMaybeReceived : .checkoutUnreachable
            case .mayHaveBeenPlaced: .checkoutMayHaveBeenPlaced
            case .pendingOrder: .checkoutPendingOrder
            case .placedButCartNotUpdated: .checkoutPlacedButCartNotUpdated
            }
        case let error as ShoppingError:
            switch error {
            case .badReference: .shoppingBadReference
            case .badScale: .shoppingBadScale
            case .badCount: .shoppingBadCount
            case .noFavorites: .shoppingNoFavorites
            }
        case let error as FavoritesError:
            switch error {
            case .notAFavorite: .favoritesNotAFavorite
            case .ambiguous: .favoritesAmbiguous
            case .emptyNote: .favoritesEmptyNote
            case .notAnExport: .favoritesNotAnExport
            case .wouldReplaceExport: .favoritesWouldReplaceExport
            case .hasNote: .favoritesHasNote
            case .keptWithNote: .favoritesKeptWithNote
            }
        case let error as PantryError:
            switch error {
            case .badName: .pantryBadName
            case .notInPantry: .pantryNotInPantry
            case .full: .pantryFull
            case .empty: .pantryEmpty
            }
        case let error as LinkError:
            switch error {
            case .unsafe: .linkUnsafe
            case .missing: .linkMissing
            }
        case let error as SettingsError:
            switch error {
            case .invalidFile(_, let line, _): line == nil ? .settingsInvalidFileNoLine : .settingsInvalidFile
            case .unknownSetting(let name, let known):
                SettingsError.nearest(to: name, in: known) == nil ? .settingsUnknownSettingNoSuggestion : .settingsUnknownSetting
            case .notInFile: .settingsNotInFile
            case .badValue: .settingsBadValue
            }
        default:
            nil
        }
    }

    @Test("every case of every core error: its one line and its documented exit code", arguments: Case.allCases)
    func everyCase(key: Case) throws {
        let row = Self.row(key)
        #expect(Self.kind(of: row.error) == key, "the row's example is a case of another row")
        let failure = try #require(UserFacingError(row.error))
        #expect(failure.message == row.message)
        #expect(failure.status == row.status)
    }

    @Test("every core error reads as one sentence on one line: a statement, or a did-you-mean question", arguments: Case.allCases)
    func oneSentence(key: Case) throws {
        let message = try #require(UserFacingError(Self.row(key).error)).message
        #expect(!message.contains("\n") && [".", "?"].contains(message.last), "\(message)")
    }

    @Test("a cancelled command is interrupted, exit 130")
    func cancelled() throws {
        let failure = try #require(UserFacingError(CancellationError()))
        #expect(failure.message == "interrupted")
        #expect(failure.status == .interrupted)
    }

    @Test("leaves errors it does not know to the argument parser")
    func unknown() {
        struct Other: Error {}
        #expect(UserFacingError(Other()) == nil)
        #expect(Self.kind(of: Other()) == nil)
    }

    @Test("documents the conventional exit codes")
    func codes() {
        #expect(RecipesBasics.ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 69, 73, 75, 130])
    }
}
