import RecipesBasics
import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any catalog's recipe for a person: in the terminal, or as Markdown for a cookbook.
public enum RecipeCardOutput {
    /// `favorite` puts a star before the name on a terminal; a note is shown under the recipe.
    public static func text(_ card: RecipeCard, favorite: Bool = false, note: String? = nil, style: TextStyle) -> String {
        lines(card, favorite: favorite, note: note, style: style).joined(separator: "\n") + "\n"
    }

    /// `text`'s lines, none holding a line break: what browse lays out and scrolls, counted as they are.
    public static func lines(_ card: RecipeCard, favorite: Bool = false, note: String? = nil, style: TextStyle) -> [String] {
        var lines = [
            (favorite && style.isTerminal ? style.paint("★ ", .warning) : "")
                + style.paint(TerminalSanitizer.sanitizeLine(card.name), .name)
        ]
        if !card.facts.isEmpty {
            let facts = card.facts.map { "\(TerminalSanitizer.sanitizeLine($0.label)): \(TerminalSanitizer.sanitizeLine($0.value))" }
                .joined(separator: " · ")
            lines += style.width.map { WordWrap.lines(facts, width: $0) } ?? [facts]
        }
        if !card.tags.isEmpty { lines.append("Tags: " + card.tags.map(TerminalSanitizer.sanitizeLine).joined(separator: ", ")) }
        if !card.ingredients.isEmpty {
            lines += ["", style.paint("Ingredients", .name)]
            lines += style.tableLines(card.ingredients.map { ["  " + ($0.measure ?? "-"), $0.name] })
        }
        if let instructions = card.instructions {
            lines += ["", style.paint("Instructions", .name)]
            // At a terminal, each paragraph is folded to its width; in a pipe it stays one line.
            lines += paragraphs(instructions).flatMap { paragraph in
                (style.width.map { WordWrap.lines(paragraph, width: min($0, TextStyle.proseWidth)) } ?? [paragraph]) + [""]
            }.dropLast()
        }
        if !card.links.isEmpty {
            lines +=
                [""]
                + card.links.map { link in
                    let shown = TerminalSanitizer.sanitizeLine(link.url.absoluteString)
                    return "\(TerminalSanitizer.sanitizeLine(link.label)): " + style.link(shown, to: link.url.absoluteString)
                }
        }
        if let note, !note.isEmpty {
            lines +=
                ["", style.paint("Note", .name)]
                + TerminalSanitizer.sanitize(note).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        return lines
    }

    /// Markdown for the cookbook export. Remote text is sanitized (it is meant for people) and kept
    /// from breaking the document's structure.
    public static func markdown(_ card: RecipeCard, note: String?) -> String {
        var lines = ["## \(inline(card.name))", ""]
        var meta = card.facts.map { "\(inline($0.label)): \(inline($0.value))" }
        if !card.tags.isEmpty { meta.append("Tags: " + card.tags.map(inline).joined(separator: ", ")) }
        if !meta.isEmpty { lines += [meta.joined(separator: " · "), ""] }
        // A link from a favorites file may be anything (`javascript:`, `file:`): only a web link
        // becomes a Markdown link or image; another is written as text.
        if let image = card.links.first(where: { $0.label == "Image" }) {
            lines += [
                SafeLink.isSafe(image.url.absoluteString)
                    ? "![\(inline(card.name))](\(linkTarget(image.url)))" : "Image: " + inline(image.url.absoluteString), "",
            ]
        }
        if !card.ingredients.isEmpty {
            lines += ["### Ingredients", ""]
            lines += card.ingredients.map { "- " + ($0.measure.map { "\(inline($0)) " } ?? "") + inline($0.name) }
            lines.append("")
        }
        if let instructions = card.instructions {
            lines += ["### Instructions", ""]
            lines += paragraphs(instructions).flatMap { [inline($0), ""] }
        }
        let others = card.links.filter { $0.label != "Image" }
        if !others.isEmpty {
            lines += others.map {
                SafeLink.isSafe($0.url.absoluteString)
                    ? "- [\(inline($0.label))](\(linkTarget($0.url)))" : "- \(inline($0.label)): \(inline($0.url.absoluteString))"
            }
            lines.append("")
        }
        if let note, !note.isEmpty {
            lines += ["### Note", ""]
            lines += TerminalSanitizer.sanitize(note).split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    public enum ShareFormat: String, Sendable, CaseIterable {
        case markdown, text
    }

    /// `cocktail share` and `desserts share`: a self-contained recipe to paste into a message:
    /// title, image link, ingredients, steps, what to serve it in (a drink's glass), and the
    /// catalog's page for it.
    public static func share(_ card: RecipeCard, format: ShareFormat, servedIn: String?, source: (name: String, url: URL)) -> String {
        let steps = paragraphs(card.instructions ?? "")
        let glass = servedIn.map(TerminalSanitizer.sanitizeLine)
        let image = card.links.first { $0.label == "Image" }?.url
        switch format {
        case .markdown:
            var lines = ["# \(inline(card.name))", ""]
            if let image { lines += ["![\(inline(card.name))](\(linkTarget(image)))", ""] }
            lines += ["## Ingredients", ""]
            lines += card.ingredients.map { "- " + ($0.measure.map { "\(inline($0)) " } ?? "") + inline($0.name) }
            lines += ["", "## Steps", ""]
            lines += steps.enumerated().map { "\($0.offset + 1). \(inline($0.element))" }
            if let glass { lines += ["", "Serve in: \(inline(glass))"] }
            lines += ["", "Source: [\(source.name)](\(linkTarget(source.url)))"]
            return lines.joined(separator: "\n") + "\n"
        case .text:
            var lines = [TerminalSanitizer.sanitizeLine(card.name)]
            if let image { lines.append("Photo: \(image.absoluteString)") }
            lines += ["", "Ingredients:"]
            lines += card.ingredients.map {
                "- " + ($0.measure.map { "\(TerminalSanitizer.sanitizeLine($0)) " } ?? "") + TerminalSanitizer.sanitizeLine($0.name)
            }
            lines += ["", "Steps:"]
            lines += steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
            if let glass { lines += ["", "Serve in: \(glass)"] }
            lines += ["", "Source: \(source.name), \(source.url.absoluteString)"]
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// Non-empty paragraphs of sanitized text, whatever line breaks the catalog used.
    package static func paragraphs(_ text: String) -> [String] {
        TerminalSanitizer.sanitize(text)
            .split(separator: "\n")
            .map { $0.trimmed() }
            .filter { !$0.isEmpty }
    }

    /// A Markdown link target: sanitized, and every character that could end the target early or
    /// break out of it (space, parentheses, angle brackets, backslash, backtick) percent-encoded.
    package static func linkTarget(_ url: URL) -> String {
        var output = ""
        for scalar in TerminalSanitizer.sanitizeLine(url.absoluteString).unicodeScalars {
            if scalar.value <= 0x20 || "()<>\\`\"'".unicodeScalars.contains(scalar) {
                output += "%" + String(scalar.value, radix: 16, uppercase: true).padded(to: 2, with: "0", leading: true)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// One line of Markdown text: sanitized, and characters that would start markup escaped.
    package static func inline(_ text: String) -> String {
        var output = ""
        for character in TerminalSanitizer.sanitizeLine(text) {
            if "\\`*_[]<>#|".contains(character) { output.append("\\") }
            output.append(character)
        }
        return output
    }
}
