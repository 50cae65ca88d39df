import ArgumentParser
import RecipesBasics

// Checks of the ids and names the commands take, before anything is asked of a catalog: desserts,
// cocktails, pizza and favorites all use them.

/// An id or a name must say something: blank text or control characters are usage errors.
func validateIDOrName(_ text: String) throws {
    if text.trimmed().isEmpty {
        throw ValidationError("Give an id or a name.")
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw ValidationError("'\(TerminalSanitizer.sanitizeLine(text))' has control characters: give an id or a name.")
    }
}

/// A name a list is filtered by must say something: blank text or control characters are usage errors.
func validateName(_ text: String, flag: String) throws {
    if text.trimmed().isEmpty { throw ValidationError("\(flag) needs a name.") }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw ValidationError("\(flag) '\(TerminalSanitizer.sanitizeLine(text))' has control characters.")
    }
}
