import RecipesKitchen

extension ShoppingList.Item {
    /// Where the item is shopped for, by the kitchen's vocabulary; nil for a name it does not know.
    public var aisle: Aisle? { KitchenVocabulary.standard.entry(KitchenVocabulary.standard.identity(of: name))?.aisle }
}

extension ShoppingList {
    /// The items grouped by aisle, in the order a shop is walked (`Aisle`), each group in the list's
    /// order; the items no aisle is known for come last, under nil.
    public var byAisle: [(aisle: Aisle?, items: [Item])] {
        let grouped = Dictionary(grouping: items, by: \.aisle)
        let known: [(aisle: Aisle?, items: [Item])] = Aisle.allCases.compactMap { aisle in
            grouped[aisle].map { (aisle: aisle, items: $0) }
        }
        return known + (grouped[nil].map { [(aisle: nil, items: $0)] } ?? [])
    }
}
