/// The names a mistyped word was probably meant as, for "did you mean": compared ignoring case and
/// accents, a name the word begins (at least three letters of it), else the names within a typo or two
/// (a third of the word's length, at least one) of it. The closest first, at most three.
/// Serves usage errors (commands and options) and filter values (an area, a glass) alike.
package enum NearMiss {
    package static func names(near word: String, in names: [String]) -> [String] {
        let key = AlphabeticalOrder.key(for: word)
        guard !key.isEmpty else { return [] }
        let query = Array(key)
        let allowed = max(1, query.count / 3)
        var seen = Set<String>()
        let scored = names.compactMap { name -> (distance: Int, name: String)? in
            guard seen.insert(name).inserted else { return nil }
            let candidate = AlphabeticalOrder.key(for: name)
            if query.count >= 3 && candidate.hasPrefix(key) { return (0, name) }
            let distance = NameMatcher.editDistance(query, Array(candidate))
            return distance <= allowed ? (distance, name) : nil
        }
        return scored.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .prefix(3).map(\.element.name)
    }
}
