import Foundation

/// A dessert recipe for a person to read.
public enum DessertText {
    public static func list(_ items: [RecipeSummary], style: TextStyle) -> String {
        style.table(items.map { [$0.id, $0.name] })
    }

    public static func detail(_ dessert: Dessert, style: TextStyle) -> String {
        var lines = [TerminalSanitizer.sanitizeLine(dessert.name)]
        let facts = [("Category", dessert.category), ("Area", dessert.area)]
            .compactMap { label, value in value.map { "\(label): \(TerminalSanitizer.sanitizeLine($0))" } }
        if !facts.isEmpty { lines.append(facts.joined(separator: " · ")) }
        if !dessert.tags.isEmpty { lines.append("Tags: " + dessert.tags.map(TerminalSanitizer.sanitizeLine).joined(separator: ", ")) }

        if !dessert.ingredients.isEmpty {
            lines += ["", "Ingredients"]
            lines += style.table(dessert.ingredients.map { ["  " + ($0.measure ?? "-"), $0.name] })
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        if let instructions = dessert.instructions {
            lines += ["", "Instructions"]
            lines += paragraphs(instructions).flatMap { [$0, ""] }.dropLast()
        }
        let links = [("Image", dessert.imageURL), ("Source", dessert.sourceURL), ("YouTube", dessert.youtubeURL)]
            .compactMap { label, url in url.map { "\(label): \(TerminalSanitizer.sanitizeLine($0.absoluteString))" } }
        if !links.isEmpty { lines += [""] + links }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Non-empty paragraphs of sanitized text, whatever line breaks the catalog used.
    static func paragraphs(_ text: String) -> [String] {
        TerminalSanitizer.sanitize(text)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
