import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every ingredient the kitchen knows (the table in KitchenVocabularyTable.swift), read once and
/// indexed by `IngredientKey` for every spelling.
public struct KitchenVocabulary: Sendable {
    /// The vocabulary of the repository's table.
    public static let standard = KitchenVocabulary(parsing: table)

    public let entries: [KitchenEntry]
    /// Lines of the table that could not be read (a test holds this empty).
    public let problems: [String]
    private let index: [String: Int]
    /// Each entry's identity key: its canonical name's.
    private let keys: [String]
    private let parents: [Int?]
    private let substituteIndexes: [[[Int]]]
    private let childIndexes: [[Int]]

    public init(parsing text: String) {
        var entries: [KitchenEntry] = []
        var problems: [String] = []
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingSpaces()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let columns = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            guard columns.count <= 6, let name = columns.first, !name.isEmpty, columns.count >= 2,
                let aisle = Aisle(rawValue: columns[1])
            else {
                problems.append("cannot read: \(line)")
                continue
            }
            func column(_ index: Int) -> String { columns.indices.contains(index) ? columns[index] : "" }
            func list(_ text: String) -> [String] { text.components(separatedBy: "; ").map { $0.trimmingSpaces() }.filter { !$0.isEmpty } }
            let flags = list(column(5))
            if let unknown = flags.first(where: { $0 != "garnish" }) { problems.append("unknown flag '\(unknown)': \(line)") }
            entries.append(
                KitchenEntry(
                    name: name, aisle: aisle, parent: column(2).isEmpty ? nil : column(2), spellings: list(column(3)),
                    substitutes: list(column(4)).map { $0.components(separatedBy: " + ").map { $0.trimmingSpaces() } },
                    garnish: flags.contains("garnish")))
        }
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            for spelling in [entry.name] + entry.spellings {
                let key = IngredientKey.key(for: spelling)
                if let other = index[key], other != position {
                    problems.append("'\(spelling)' is both \(entries[other].name) and \(entry.name)")
                } else {
                    index[key] = position
                }
            }
        }
        func resolve(_ name: String) -> Int? {
            guard let found = index[IngredientKey.key(for: name)] else {
                problems.append("'\(name)' is named but has no line")
                return nil
            }
            return found
        }
        let parents = entries.map { $0.parent.flatMap(resolve) }
        var children = Array(repeating: [Int](), count: entries.count)
        for (child, parent) in parents.enumerated() {
            guard let parent else { continue }
            children[parent].append(child)
        }
        substituteIndexes = entries.map { $0.substitutes.map { $0.compactMap(resolve) } }
        self.entries = entries
        self.index = index
        keys = entries.map { IngredientKey.key(for: $0.name) }
        self.parents = parents
        childIndexes = children
        // A family is a tree: a parent chain that comes back to itself would never end.
        for start in entries.indices {
            var seen: Set<Int> = [start]
            var current = parents[start]
            while let next = current {
                guard seen.insert(next).inserted else {
                    problems.append("\(entries[start].name)'s family comes back to itself")
                    break
                }
                current = parents[next]
            }
        }
        self.problems = problems
    }

    /// What `name` is, however a recipe or a person spells it.
    public func identity(of name: String) -> IngredientIdentity {
        identity(forKey: IngredientKey.key(for: name))
    }

    /// What the name of `IngredientKey` `key` is: for a caller that has the key already.
    public func identity(forKey key: String) -> IngredientIdentity {
        if let position = index[key] { return IngredientIdentity(key: keys[position], entry: position) }
        return IngredientIdentity(key: key, entry: nil)
    }

    public func entry(_ identity: IngredientIdentity) -> KitchenEntry? { identity.entry.map { entries[$0] } }

    /// The canonical name, or nil for a name the vocabulary does not know.
    public func canonicalName(of name: String) -> String? { identity(of: name).entry.map { entries[$0].name } }

    /// The families it belongs to, nearest first: Absolut Citron's is [Vodka].
    public func ancestors(_ identity: IngredientIdentity) -> [IngredientIdentity] {
        var found: [IngredientIdentity] = []
        var current = identity.entry.flatMap { parents[$0] }
        while let position = current, found.count < entries.count {
            found.append(IngredientIdentity(key: keys[position], entry: position))
            current = parents[position]
        }
        return found
    }

    /// Every member of its family below it, at any depth.
    public func descendants(_ identity: IngredientIdentity) -> [IngredientIdentity] {
        guard let start = identity.entry else { return [] }
        var found: [Int] = []
        var queue = childIndexes[start]
        while let next = queue.popLast(), found.count < entries.count {
            found.append(next)
            queue += childIndexes[next]
        }
        return found.map { IngredientIdentity(key: keys[$0], entry: $0) }
    }

    /// The alternatives that stand in for it, each what it needs together.
    public func substitutes(_ identity: IngredientIdentity) -> [[IngredientIdentity]] {
        guard let position = identity.entry else { return [] }
        return substituteIndexes[position].map { $0.map { IngredientIdentity(key: keys[$0], entry: $0) } }
    }

    /// The entries that `identity` is part of a substitute for.
    public func substituted(by identity: IngredientIdentity) -> [IngredientIdentity] {
        guard let position = identity.entry else { return [] }
        return substituteIndexes.indices.filter { substituteIndexes[$0].contains { $0.contains(position) } }
            .map { IngredientIdentity(key: keys[$0], entry: $0) }
    }

    /// Every spelling of it: the canonical name first, then the others.
    public func spellings(_ identity: IngredientIdentity) -> [String] {
        guard let entry = entry(identity) else { return [] }
        return [entry.name] + entry.spellings
    }

    /// Canonical names within a typo or two of `word`, for "did you mean".
    public func names(near word: String) -> [String] {
        NearMiss.names(near: word, in: entries.map(\.name))
    }
}

/// What an ingredient is: the canonical name's key for one the vocabulary knows, else the name's own
/// folded key.
public struct IngredientIdentity: Sendable, Hashable {
    public let key: String
    /// Its place in `KitchenVocabulary.entries`, or nil when the vocabulary does not know it.
    let entry: Int?

    public var isKnown: Bool { entry != nil }
}

extension StringProtocol {
    /// Without the spaces at either end, by UTF-8 bytes: the generic reversed walk it replaced cost
    /// 84 M instructions over the vocabulary's table, at every start.
    fileprivate func trimmingSpaces() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
