#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A list answer as its mapper read it: the records that could be listed, and how many could not
/// (no valid id or no name). One bad record must not cost the whole list, so such an answer is
/// valid data: it is cached, and since the count is part of what the bytes map to, a cached or
/// bundled copy warns exactly as the live answer did.
public struct Feed<Item: Sendable>: Sendable {
    public var items: [Item]
    /// Records left out because they had no valid id or no name.
    public var skipped: Int

    public init(items: [Item], skipped: Int = 0) {
        self.items = items
        self.skipped = skipped
    }

    /// Reads every record with `read`: a record it throws `MappingError` for is skipped and counted,
    /// one it returns nil for does not belong in this list (a meal of another category). When
    /// records came and not one could be read, the answer is invalid data, named by the first
    /// record's problem.
    public init(records: [WireRecord], read: (_ index: Int, _ record: WireRecord) throws -> Item?) throws {
        var items: [Item] = []
        var skipped = 0
        var firstProblem: MappingError?
        for (index, record) in records.enumerated() {
            do {
                if let item = try read(index, record) { items.append(item) }
            } catch let problem as MappingError {
                skipped += 1
                firstProblem = firstProblem ?? problem
            }
        }
        if skipped == records.count, let firstProblem { throw firstProblem }
        self.init(items: items, skipped: skipped)
    }

    public func map<Other>(_ transform: (Item) throws -> Other) rethrows -> Feed<Other> {
        Feed<Other>(items: try items.map(transform), skipped: skipped)
    }
}

extension Loaded {
    /// The feed's items as the value, its skipped records added to `skippedRecords`.
    public func listed<Item>() -> Loaded<[Item]> where Resource == Feed<Item> {
        var list = map(\.items)
        list.skippedRecords += value.skipped
        return list
    }
}
