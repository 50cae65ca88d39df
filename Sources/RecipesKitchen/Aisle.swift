/// Where a shopping list puts an ingredient, in the order a shop is walked.
public enum Aisle: String, Sendable, CaseIterable, Codable, Comparable {
    case produce, dairy, spirits, mixers, pantry, bakery

    public static func < (lhs: Aisle, rhs: Aisle) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
