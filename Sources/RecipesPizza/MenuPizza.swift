import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A pizza as the menu lists it: ingredient ids, no price of its own.
public struct MenuPizza: Sendable, Hashable {
    public var name: String
    public var ingredientIDs: [Int]
    public var imageURL: URL?

    public init(name: String, ingredientIDs: [Int], imageURL: URL?) {
        self.name = name
        self.ingredientIDs = ingredientIDs
        self.imageURL = imageURL
    }

    /// A pizza's name is its id: one line of printable text, trimmed, at most 200 characters.
    @Sendable public static func isValidName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 200 && text == text.trimmed()
            && TerminalSanitizer.sanitizeLine(text) == text
    }
}
