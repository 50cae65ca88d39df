#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `checkout` POSTs: `{"pizzas":[{"name","ingredients":[ids],"imageUrl"?}],"drinks":[ids]}`.
public struct OrderPayload: Codable, Sendable, Equatable {
    public struct Pizza: Codable, Sendable, Equatable {
        public var name: String
        public var ingredients: [Int]
        public var imageUrl: String?
    }

    public var pizzas: [Pizza]
    /// A drink ordered twice appears twice.
    public var drinks: [Int]

    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}
