import RecipesCatalog

/// The key ingredient names are compared by: case, accents, punctuation and a final plural folded,
/// so "Eggs", "egg" and "EGG" are one key, "Dr. Pepper" is "dr pepper" and "Ice-cream" is
/// "ice cream". Only the last word loses its plural ("Egg Yolks" is "egg yolk"): it is the one a
/// recipe counts.
public enum IngredientKey {
    public static func key(for name: String) -> String {
        let folded = AlphabeticalOrder.key(for: name)
        var words = folded.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard let last = words.last else { return "" }
        words[words.count - 1] = singular(last)
        return words.joined(separator: " ")
    }

    /// English plurals as ingredient names have them: berries, peaches, tomatoes, eggs; words that
    /// end in -ss, -us or -is are not plurals (glass, citrus, anis).
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s") else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["ches", "shes", "sses", "xes", "oes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        return String(word.dropLast())
    }
}
