import Foundation

/// The desserts whose recipe the bundled sample holds (mealdb/lookup-52917.json and
/// mealdb/desserts-2022-even-ids.json), read from the fixtures the sample is generated from.
public enum BundledDesserts {
    /// id → name.
    public static let names: [String: String] = {
        var names: [String: String] = [:]
        for file in ["mealdb/lookup-52917.json", "mealdb/desserts-2022-even-ids.json"] {
            let object = try? JSONSerialization.jsonObject(with: Fixtures.data(file)) as? [String: Any]
            for meal in object?["meals"] as? [[String: Any]] ?? [] {
                if let id = meal["idMeal"] as? String, let name = meal["strMeal"] as? String { names[id] = name }
            }
        }
        return names
    }()

    /// A list as `desserts list` prints it in a pipe, with the rows of bundled desserts marked as an
    /// offline list marks them.
    public static func marked(_ list: String) -> String {
        list.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let id = line.split(separator: "\t").first.map(String.init) ?? ""
            return names[id] != nil ? line + "\topens offline" : String(line)
        }.joined(separator: "\n")
    }
}
