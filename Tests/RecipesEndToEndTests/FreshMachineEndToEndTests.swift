import Foundation
import TestSupport
import Testing

/// A machine that has never reached the network (a fresh home, every endpoint a closed port on
/// localhost): the bundled sample answers what it holds (issue 31, item 1).
@Suite("a fresh machine with no network, end to end", .serialized)
struct FreshMachineEndToEndTests {
    /// AllCatalogsStub leaves the sample out by default; these runs are a fresh install's.
    private static let withSample = ["RECIPES_NO_SNAPSHOT": "0"]

    private func run(_ arguments: String...) async throws -> (RecipesProcess.Result, Stub) {
        let stub = try Stub()
        return (try await stub.run(arguments), stub)
    }

    /// Every catalog pointed at a closed port on localhost, in a fresh home.
    struct Stub {
        let inner: AllCatalogsStub
        init() throws {
            inner = try AllCatalogsStub()
            inner.server.stop()
        }
        var host: String { inner.host }
        var server: LoopbackServer { inner.server }
        func run(_ arguments: String...) async throws -> RecipesProcess.Result { try await run(arguments) }
        func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> RecipesProcess.Result {
            try await inner.run(arguments, environment: FreshMachineEndToEndTests.withSample.merging(environment) { _, new in new })
        }
        func stop() { inner.stop() }
    }

    @Test("cocktail list lists the sample's drinks and says it is the sample's 368")
    func cocktailList() async throws {
        let (list, stub) = try await run("cocktail", "list")
        defer { stub.stop() }
        #expect(list.status == 0, "\(list)")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 368 && lines.allSatisfy { $0.hasSuffix("\topens offline") }, "\(list.stdout.prefix(300))")
        #expect(lines.contains("17216\tTommy's Margarita\topens offline") && lines.contains("11000\tMojito\topens offline"))
        #expect(list.stderr.hasSuffix("this is the sample's 368 drinks, not TheCocktailDB's full list\n"), "\(list.stderr)")
        #expect(
            list.stderr.hasPrefix("no connection and nothing cached: showing the bundled sample catalog from 2021-04-01"), "\(list.stderr)")
        // --limit shows fewer rows; the sample still holds as many drinks as it does.
        let (limited, other) = try await run("cocktail", "list", "--limit", "5")
        defer { other.stop() }
        #expect(limited.status == 0 && limited.stdout.split(separator: "\n").count == 5, "\(limited)")
        #expect(limited.stderr.hasSuffix("this is the sample's 368 drinks, not TheCocktailDB's full list\n"), "\(limited.stderr)")
    }

    @Test("cocktail show and desserts show open bundled records by id and by name; a listed dessert that is not bundled says so")
    func show() async throws {
        let (mojito, stub) = try await run("cocktail", "show", "11000")
        defer { stub.stop() }
        #expect(mojito.status == 0 && mojito.stdout.hasPrefix("Mojito"), "\(mojito)")
        let tommy = try await stub.run("cocktail", "show", "tommy's margarita")
        #expect(tommy.status == 0 && tommy.stdout.hasPrefix("Tommy's Margarita"), "\(tommy)")
        let tart = try await stub.run("desserts", "show", "52768")
        #expect(tart.status == 0 && tart.stdout.hasPrefix("Apple Frangipan Tart"), "\(tart)")
        #expect(
            tart.stderr
                == "no connection and nothing cached: showing the bundled sample catalog from 2022-11-01 (cannot reach \(stub.host): connection refused)\n"
        )
        let pancakes = try await stub.run("desserts", "show", "pancakes", "--json")
        #expect(pancakes.status == 0 && pancakes.stdout.contains(#""source" : "snapshot""#), "\(pancakes)")
        let keyLime = try await stub.run("desserts", "show", "key lime pie")
        #expect(keyLime.status == 69 && keyLime.stdout == "", "\(keyLime)")
        #expect(
            keyLime.stderr
                == "recipes: Key Lime Pie is listed in the offline sample, but its recipe is not bundled. Connect once to fetch it.\n")
        #expect(stub.server.requests.isEmpty)
    }

    @Test("cocktail filter, categories, glasses and random work over the sample")
    func filterAndLists() async throws {
        let (gin, stub) = try await run("cocktail", "filter", "-i", "Gin")
        defer { stub.stop() }
        #expect(gin.status == 0, "\(gin)")
        #expect(gin.stdout.contains("Tom Collins") && !gin.stdout.contains("Mojito"), "\(gin.stdout)")
        let categories = try await stub.run("cocktail", "categories")
        #expect(categories.status == 0 && categories.stdout.hasPrefix("Beer\nCocktail\nCocoa\n"), "\(categories)")
        let glasses = try await stub.run("cocktail", "glasses")
        #expect(glasses.status == 0 && glasses.stdout.contains("Highball glass\n"), "\(glasses)")
        let category = try await stub.run("cocktail", "list", "--category", "Cocoa")
        #expect(
            category.status == 0
                && category.stderr.hasSuffix(
                    "these are the sample's drinks that match (\(category.stdout.split(separator: "\n").count)), not TheCocktailDB's full answer\n"
                ), "\(category)")
        let random = try await stub.run("cocktail", "random")
        #expect(random.status == 0 && !random.stdout.isEmpty, "\(random)")
    }

    @Test("search finds the sample's drinks and desserts by name")
    func search() async throws {
        let (found, stub) = try await run("search", "margarita")
        defer { stub.stop() }
        #expect(found.status == 0, "\(found)")
        #expect(found.stdout.contains("cocktails\t17216\tTommy's Margarita\t"), "\(found.stdout)")
    }

    @Test("completion offers the sample's names on a fresh machine")
    func completion() async throws {
        let stub = try Stub()
        defer { stub.stop() }
        let drinks = try await stub.run(
            ["---completion", "cocktail", "show", "--", "positional@0", "3", "4", "recipes", "cocktail", "show", "Tomm"],
            environment: ["SAP_SHELL": "fish"])
        #expect(drinks.stdout == "Tommy's Margarita\n", "\(drinks)")
        let desserts = try await stub.run(
            ["---completion", "desserts", "show", "--", "positional@0", "3", "4", "recipes", "desserts", "show", "Panc"],
            environment: ["SAP_SHELL": "fish"])
        #expect(desserts.stdout == "Pancakes\n", "\(desserts)")
    }
}
