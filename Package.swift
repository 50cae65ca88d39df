// swift-tools-version:6.0
import PackageDescription

// The library is a ladder of modules: each may import only those below it, and the compiler holds
// it to that (Docs/Architecture.md draws the graph). Nothing below the executable imports ArgumentParser.
let package = Package(
    name: "recipes",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "recipes", targets: ["recipes"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // config.toml: TOML read and written by toml++ (C++) through TOMLKit, never by hand (Docs/Architecture.md says why).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // libcurl, loaded with dlopen on the first request (so offline commands never map it).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // libturbojpeg and libpng, loaded with dlopen on the first picture decoded (so the tool builds and runs without them).
        .target(name: "CPictures", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Ctrl-C's signal handler: one byte down a pipe (Sources/RecipesApp/Frontend/Interrupt.swift reads it).
        .target(name: "CInterrupt"),
        // The error vocabulary (UserFacing, ExitStatus), terminal-safe text, JSON helpers, threads, locks, streams.
        .target(name: "RecipesBasics"),
        // HTTPClient and its one adapter, libcurl; retries; the run's network budget.
        .target(name: "RecipesHTTP", dependencies: ["RecipesBasics", "CCurl"]),
        // Atomic files, locks, versioned JSON documents, the on-disk cache.
        .target(name: "RecipesStorage", dependencies: ["RecipesBasics"]),
        // TOML through TOMLKit, imported @_implementationOnly so that no other module loads Foundation through it (Docs/Architecture.md).
        .target(
            name: "RecipesTOML", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
        // Pictures at the terminal: headers, decoding (CPictures), kitty, iTerm2, sixel and half blocks, the picture cache.
        .target(name: "RecipesPictures", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesStorage", "CPictures"]),
        // The catalog core: Catalog, Endpoint, loaders and their decorators, names, the one sort, search.
        .target(name: "RecipesCatalog", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesStorage"]),
        // The sample catalog bundled in the binary, and the loaders that serve it.
        .target(name: "RecipesSnapshot", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesCatalog"]),
        // TheMealDB's desserts.
        .target(name: "RecipesDesserts", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesCatalog"]),
        // TheCocktailDB's drinks and their fan-outs.
        .target(name: "RecipesCocktails", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesCatalog"]),
        // Nenno's Pizza: menu, prices, cart, checkout.
        .target(name: "RecipesPizza", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesStorage", "RecipesCatalog"]),
        // Favorites: full snapshots of any catalog's recipes, with notes.
        .target(name: "RecipesFavorites", dependencies: ["RecipesBasics", "RecipesStorage", "RecipesCatalog"]),
        // The kitchen's vocabulary: ingredient identities, families, substitutes, garnishes and aisles, as data.
        .target(name: "RecipesKitchen", dependencies: ["RecipesCatalog"]),
        // Measures, and one shopping list from recipe cards of any catalog (RecipesApp hands it favorites' cards).
        .target(name: "RecipesShopping", dependencies: ["RecipesBasics", "RecipesCatalog", "RecipesKitchen"]),
        // The pantry (pantry.json) and what it makes: can-make's fan-outs over every catalog whose registration can answer.
        .target(name: "RecipesPantry", dependencies: ["RecipesBasics", "RecipesStorage", "RecipesCatalog", "RecipesKitchen"]),
        // Text at a width, straight over the catalog core: display width, wrapping, styles and tables, the recipe card.
        .target(name: "RecipesText", dependencies: ["RecipesBasics", "RecipesCatalog"]),
        // What a person or a script reads: text tables and recipes, JSON documents, notes.
        .target(
            name: "RecipesOutput",
            dependencies: [
                "RecipesBasics", "RecipesStorage", "RecipesCatalog", "RecipesText", "RecipesDesserts", "RecipesCocktails",
                "RecipesPizza", "RecipesFavorites", "RecipesKitchen", "RecipesShopping", "RecipesPantry",
            ]),
        // `recipes browse` without a terminal: its state, keys and screen as pure values, tested without one.
        .target(name: "RecipesBrowse", dependencies: ["RecipesBasics", "RecipesCatalog", "RecipesText"]),
        // The application layer: settings (config.toml among them), the catalog registry, the composition root, every
        // action, and the frontend's side of a run (its terminal, Ctrl-C, and how each action's result is presented).
        .target(
            name: "RecipesApp",
            dependencies: [
                "RecipesBasics", "RecipesHTTP", "RecipesStorage", "RecipesCatalog", "RecipesSnapshot", "RecipesDesserts",
                "RecipesCocktails", "RecipesPizza", "RecipesFavorites", "RecipesKitchen", "RecipesShopping", "RecipesPantry",
                "RecipesOutput",
                "RecipesBrowse", "RecipesPictures", "RecipesTOML", "CInterrupt",
            ]),
        // The thin command-line frontend: parsing, and calling the actions through RecipesApp, which presents them.
        // It imports nothing else (RecipesAppTests' ExecutableBoundaryTests holds it to that).
        .executableTarget(
            name: "recipes",
            dependencies: [
                "RecipesApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Linked without SwiftPM's RUNPATH $ORIGIN, in every build: libraries come from the system,
            // never from beside the binary (Scripts/ld-without-origin says how).
            linkerSettings: [.unsafeFlags(["-ld-path=\(Context.packageDirectory)/Scripts/ld-without-origin"], .when(platforms: [.linux]))]
        ),
        // A loopback HTTP server with byte-level fault injection, the Fixtures/ loader, a process runner with deadlines, and
        // the doubles of the lowest modules (an HTTP client stub, an in-memory cache store): none of them needs the app.
        .target(name: "TestSupport", dependencies: ["RecipesBasics", "RecipesHTTP", "RecipesStorage"], path: "Tests/TestSupport"),
        // The catalogs' doubles: a client answering from Fixtures/, the three catalogs and the shop over it, a primed catalog, the menu.
        .target(
            name: "CatalogDoubles",
            dependencies: ["RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "RecipesHTTP", "RecipesPizza", "TestSupport"],
            path: "Tests/CatalogDoubles"),
        // Browse's tests' helpers, shared with the app's: the standard tab bar from the three catalogs' registrations, and
        // screen lines without reverse video.
        .target(
            name: "BrowseSupport",
            dependencies: ["RecipesBrowse", "RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "RecipesPizza"],
            path: "Tests/BrowseSupport"),
        // Unit tests, one target per module, each building only that module and what its tests import (Docs/Architecture.md).
        .testTarget(name: "RecipesBasicsTests", dependencies: ["RecipesBasics", "TestSupport"]),
        .testTarget(name: "RecipesHTTPTests", dependencies: ["RecipesHTTP", "TestSupport"]),
        .testTarget(name: "RecipesStorageTests", dependencies: ["RecipesStorage", "RecipesBasics", "TestSupport"]),
        .testTarget(name: "RecipesPicturesTests", dependencies: ["RecipesPictures", "TestSupport"]),
        // SyncPlanTests checks each catalog's sync plan, so the catalog core's tests build the three catalogs too.
        .testTarget(
            name: "RecipesCatalogTests",
            dependencies: [
                "RecipesCatalog", "RecipesBasics", "RecipesCocktails", "RecipesDesserts", "RecipesHTTP", "RecipesPizza",
                "RecipesStorage", "CatalogDoubles", "TestSupport",
            ]),
        .testTarget(
            name: "RecipesDessertsTests",
            dependencies: [
                "RecipesDesserts", "RecipesBasics", "RecipesCatalog", "RecipesHTTP", "TestSupport",
            ]),
        .testTarget(
            name: "RecipesCocktailsTests",
            dependencies: [
                "RecipesCocktails", "RecipesCatalog", "RecipesDesserts", "RecipesHTTP", "TestSupport",
            ]),
        .testTarget(
            name: "RecipesSnapshotTests",
            dependencies: [
                "RecipesSnapshot", "RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "TestSupport",
            ]),
        .testTarget(
            name: "RecipesPizzaTests",
            dependencies: [
                "RecipesPizza", "RecipesBasics", "RecipesCatalog", "RecipesHTTP", "RecipesSnapshot", "RecipesStorage", "CatalogDoubles",
                "TestSupport",
            ]),
        .testTarget(
            name: "RecipesFavoritesTests",
            dependencies: [
                "RecipesFavorites", "RecipesBasics", "RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "RecipesHTTP",
                "RecipesPizza", "RecipesSnapshot", "RecipesStorage", "CatalogDoubles", "TestSupport",
            ]),
        .testTarget(name: "RecipesKitchenTests", dependencies: ["RecipesKitchen", "RecipesCatalog", "TestSupport"]),
        .testTarget(
            name: "RecipesShoppingTests",
            dependencies: [
                "RecipesShopping", "RecipesCatalog", "RecipesCocktails", "RecipesFavorites", "RecipesHTTP", "RecipesStorage",
                "CatalogDoubles", "TestSupport",
            ]),
        .testTarget(
            name: "RecipesPantryTests",
            dependencies: [
                "RecipesPantry", "RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "RecipesHTTP", "CatalogDoubles", "TestSupport",
            ]),
        .testTarget(name: "RecipesTextTests", dependencies: ["RecipesText", "RecipesCatalog", "RecipesBasics", "TestSupport"]),
        .testTarget(
            name: "RecipesOutputTests",
            dependencies: [
                "RecipesOutput", "RecipesBasics", "RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "RecipesFavorites",
                "RecipesHTTP", "RecipesKitchen", "RecipesPizza", "RecipesShopping", "RecipesSnapshot", "RecipesStorage", "RecipesText",
                "CatalogDoubles", "TestSupport",
            ]),
        // The standard tab bar comes from the three catalogs' registrations (BrowseTab+Standard.swift), and one test holds
        // browse's offline mark to the lists' (ListOutput), hence those and Output; never the app.
        .testTarget(
            name: "RecipesBrowseTests",
            dependencies: ["RecipesBrowse", "RecipesCatalog", "RecipesOutput", "BrowseSupport", "TestSupport"]),
        // What needs the composition root, settings, pictures through the app, or the fourth catalog registered.
        .testTarget(
            name: "RecipesAppTests",
            dependencies: [
                "RecipesApp", "RecipesBasics", "RecipesBrowse", "RecipesCatalog", "RecipesCocktails", "RecipesDesserts", "RecipesFavorites",
                "RecipesHTTP", "RecipesKitchen", "RecipesOutput", "RecipesPantry", "RecipesPictures", "RecipesPizza", "RecipesShopping",
                "RecipesStorage", "RecipesText", "RecipesTOML", "BrowseSupport", "TestSupport",
            ]),
        // Measures a command's own peak memory, which a child of the test runner cannot (Tests/PeakMemory/main.swift says why).
        .executableTarget(name: "peak-memory", path: "Tests/PeakMemory"),
        // Runs the built `recipes` binary; depending on the executables makes `swift test` build them.
        .testTarget(name: "RecipesEndToEndTests", dependencies: ["recipes", "peak-memory", "RecipesApp", "RecipesBrowse", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
