import RecipesBasics

/// Any JSON value, kept as it was read: what an entry that could not be understood is stored as,
/// so it can be written out again instead of being lost.
public indirect enum JSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !list.isAtEnd { values.append(try list.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var values: [String: JSONValue] = [:]
            for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        if case .array(let values) = self {
            var list = encoder.unkeyedContainer()
            for value in values { try list.encode(value) }
        } else if case .object(let values) = self {
            var object = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in values { try object.encode(value, forKey: AnyKey(stringValue: key)) }
        } else {
            var single = encoder.singleValueContainer()
            switch self {
            case .bool(let value): try single.encode(value)
            case .integer(let value): try single.encode(value)
            case .number(let value): try single.encode(value)
            case .string(let value): try single.encode(value)
            case .null, .array, .object: try single.encodeNil()
            }
        }
    }
}

extension KeyedDecodingContainer {
    /// A list whose entries are decoded one by one: an entry that is not an `Element` is kept as
    /// plain JSON with the reason, and the others are still read. One bad entry hides nothing else.
    package func decodeSalvaging<Element: Decodable>(_ type: Element.Type, forKey key: Key) throws -> (
        elements: [Element], unreadable: [UnreadableEntry]
    ) {
        var list = try nestedUnkeyedContainer(forKey: key)
        var elements: [Element] = []
        var unreadable: [UnreadableEntry] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            do {
                elements.append(try list.decode(Element.self))
            } catch let error as DecodingError {
                // A failed decode leaves the container on the same entry: read it again as plain JSON.
                guard list.currentIndex == index else { throw error }
                unreadable.append(UnreadableEntry(reason: JSONProblem.describe(error), json: try list.decode(JSONValue.self)))
            }
        }
        return (elements, unreadable)
    }
}

extension JSONValue {
    /// The same JSON value, whichever way a number was written (`3` and `3.0` are equivalent).
    public func isEquivalent(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): return Double(a) == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isEquivalent(to: $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { value.isEquivalent(to: $0) } ?? false }
        default: return self == other
        }
    }
}
