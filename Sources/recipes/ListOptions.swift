import ArgumentParser
import RecipesApp

/// `--limit` and `--sort`, taken by every command that prints a list.
struct ListOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Print at most N rows, from the top of the order (1 or more).", valueName: "N"))
    var limit: Int?

    @Option(help: ArgumentHelp("Order by name (alphabetical) or id; without it, the list's own order.", valueName: "order"))
    var sort: ListOrder?

    func validate() throws { try ListOptions.check(limit: limit) }

    static func check(limit: Int?) throws {
        if let problem = InputCheck.limit(limit) { throw ValidationError(problem) }
    }

    var steering: ListSteering { .options(sort: sort, limit: limit) }
}

extension ListOrder: ExpressibleByArgument {
    public static var allValueStrings: [String] { words }
    /// None: each value is its own description. Spelled out, as the default builds a dictionary by
    /// asking every case, generic work each run paid for (~0.14 M instructions a type).
    public static var allValueDescriptions: [String: String] { [:] }
}

extension MenuOrder: ExpressibleByArgument {
    public static var allValueStrings: [String] { words }
    /// None: each value is its own description. Spelled out, as the default builds a dictionary by
    /// asking every case, generic work each run paid for (~0.14 M instructions a type).
    public static var allValueDescriptions: [String: String] { [:] }
}
