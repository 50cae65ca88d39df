import RecipesCatalog
import Testing

/// `AlphabeticalOrder.sorted` compares ASCII keys as bytes: the order must be exactly the one
/// `String`'s `<` gives on the keys, then the names, then the ids.
@Suite("Alphabetical order, keys compared as bytes")
struct AlphabeticalOrderBytesTests {
    private struct Item: CatalogItem, Equatable {
        let id: String
        let name: String
    }

    /// The order as the keys, names and ids compare as strings.
    private func reference(_ items: [Item]) -> [Item] {
        items.sorted { lhs, rhs in
            let (left, right) = (AlphabeticalOrder.key(for: lhs.name), AlphabeticalOrder.key(for: rhs.name))
            if left != right { return left < right }
            if lhs.name != rhs.name { return lhs.name < rhs.name }
            return lhs.id < rhs.id
        }
    }

    /// Names and ids of every kind, each name and id many times over.
    private func mixedItems() -> [Item] {
        let words = [
            "", "a", "A", "ab", "Ab", "aB", "abc", "Apple", "apple pie", "Apple Pie", "apple-pie", "Éclair", "eclair", "Eclair au chocolat",
            "Gužvara", "Guzvara", "Crème brûlée", "creme brulee", "Γλυκό", "γλυκό", "日本酒", "Ｇｉｎ", "gin", "Gin", "~tilde", "Zebra",
            "zebra 10", "zebra 9", "Straße", "strasse", "Ærø", "Polskie Naleśniki", "a\u{0301}b", "ab\u{0301}", "Ωmega", "[bracket]",
            "_under", "abcdefgh", "abcdefghi", "abcdefgh\u{0}", "abcdefg", "abcdefgH", "a\u{0}", "a\u{0}\u{0}", "a\u{1}b", "a\u{0}b",
            "\u{0}", "Madeira Cake 147", "Madeira Cake 15", "madeira cake", "Madeira",
        ]
        // Ids that tie as strings but not as bytes (canonically equivalent), and ones that are not ASCII.
        let ids = ["1", "2", "10", "é", "e\u{0301}", "Å", "A\u{030A}", "52917", ""]
        var generator = SplitMix(seed: 33)
        var items: [Item] = []
        for index in 0..<2_000 {
            let first = words[Int(generator.next() % UInt64(words.count))]
            let second = words[Int(generator.next() % UInt64(words.count))]
            let name = generator.next() % 3 == 0 ? first : "\(first) \(second)"
            let id = generator.next() % 4 == 0 ? ids[Int(generator.next() % UInt64(ids.count))] : String(generator.next() % 50)
            items.append(Item(id: id, name: index % 97 == 0 ? "" : name))
        }
        return items
    }

    /// The places of `items` in the reference order: two items the strings call equal (canonically
    /// equivalent names and ids) keep their places, as a stable sort keeps them.
    private func referenceOrder(_ items: [Item]) -> [Int] {
        var places = Array(items.indices)
        places.sort { lhs, rhs in
            let (left, right) = (items[lhs], items[rhs])
            let (leftKey, rightKey) = (AlphabeticalOrder.key(for: left.name), AlphabeticalOrder.key(for: right.name))
            if leftKey != rightKey { return leftKey < rightKey }
            if left.name != right.name { return left.name < right.name }
            return left.id < right.id
        }
        #expect(places.map { items[$0] } == reference(items))
        return places
    }

    @Test("orders a mix of ASCII, accented and non-Latin names, prefixes, cases and empty names as strings do")
    func sameAsStrings() {
        let items = mixedItems()
        #expect(items.sortedAlphabetically() == reference(items))
        #expect(items.reversed().sortedAlphabetically() == reference(items))
        // As bytes: canonically equal names and ids, which `==` cannot tell apart, in the same order.
        let bytes = { (items: [Item]) in items.map { Array($0.name.utf8) + [0xFF] + Array($0.id.utf8) } }
        #expect(bytes(items.sortedAlphabetically()) == bytes(referenceOrder(items).map { items[$0] }))
    }

    /// The favorites list sorts the bytes of its index, where each id and name lies anywhere, the
    /// id before the name or after it, among bytes that are no text at all.
    @Test("names and ids given as places in bytes, in any layout, are ordered as the strings are")
    func sameFromBytes() {
        let items = mixedItems()
        var bytes: [UInt8] = [0xFF, 0xC3]
        var spans: [AlphabeticalOrder.Span] = []
        for (number, item) in items.enumerated().reversed() {
            let idFirst = number % 2 == 0
            var placed: [Range<Int>] = []
            for text in idFirst ? [item.id, item.name] : [item.name, item.id] {
                placed.append(bytes.count..<bytes.count + text.utf8.count)
                bytes += text.utf8
                bytes += [0x80, 0x22] // not UTF-8 and not text: no span reaches it
            }
            spans.append(AlphabeticalOrder.Span(name: idFirst ? placed[1] : placed[0], id: idFirst ? placed[0] : placed[1]))
        }
        spans.reverse()
        let order = bytes.withUnsafeBytes { AlphabeticalOrder.order(of: $0, spans) }
        #expect(order == referenceOrder(items), "the same places, canonically equal names and ids in the same order too")
        #expect(bytes.withUnsafeBytes { AlphabeticalOrder.order(of: $0, []) }.isEmpty)
    }

    @Test("a name that folds to ASCII sorts with its ASCII spelling; one that does not sorts after every ASCII key")
    func foldedKeys() {
        let items = [
            Item(id: "1", name: "Γλυκό"), Item(id: "2", name: "zucchini"), Item(id: "3", name: "Gužvara"), Item(id: "4", name: "guzvara"),
        ]
        #expect(items.sortedAlphabetically().map(\.id) == ["3", "4", "2", "1"])
    }

    /// A small deterministic generator: the same items every run.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
