import ArgumentParser
import RecipesApp

// Checks of the ids and names the commands take, before anything is asked of a catalog: desserts,
// cocktails, pizza and favorites all use them (`InputCheck` says what is wrong).

/// An id or a name must say something: blank text or control characters are usage errors.
func validateIDOrName(_ text: String) throws {
    if let problem = InputCheck.idOrName(text) { throw ValidationError(problem) }
}

/// A name a list is filtered by must say something: blank text or control characters are usage errors.
func validateName(_ text: String, flag: String) throws {
    if let problem = InputCheck.name(text, flag: flag) { throw ValidationError(problem) }
}
