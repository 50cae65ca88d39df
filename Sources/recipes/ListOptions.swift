import ArgumentParser
import RecipesApp

/// `--limit` and `--sort`, taken by every command that prints a list: each declares the two options
/// itself, with this help, and checks `--limit` first in its `validate()`. Not an option group: every
/// type ArgumentParser reflects over costs a run its own scans of the conformance records (for
/// `desserts list --offline`, a group of these two options was 0.78 M of 13.06 M instructions,
/// Docs/PerformanceLog.md).
enum ListOptions {
    static var limitHelp: ArgumentHelp {
        ArgumentHelp("Print at most N rows, from the top of the order (1 or more).", valueName: "N")
    }

    static var sortHelp: ArgumentHelp {
        ArgumentHelp("Order by name (alphabetical) or id; without it, the list's own order.", valueName: "order")
    }

    static func check(limit: Int?) throws {
        if let problem = InputCheck.limit(limit) { throw ValidationError(problem) }
    }
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
