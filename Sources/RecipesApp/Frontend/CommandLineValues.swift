import RecipesBasics
import RecipesBrowse
import RecipesCatalog
import RecipesFavorites
import RecipesOutput
import RecipesPantry
import RecipesPictures
import RecipesPizza
import RecipesShopping
import RecipesText

// The values the command line's options and arguments take, as the application layer names them.
// The executable parses into these and hands them to an action; it sees nothing else of the modules
// that define them (it imports only RecipesApp), so what it may ask of a value is said here: its
// words (`OptionWords`) and how a word reads as a value. A file that imports RecipesApp and also the
// module that defines one of these (a test) names it with that module (`RecipesOutput.ColourChoice`)
// where Swift finds the two names ambiguous.

/// `--color`: auto, always or never.
public typealias ColourChoice = RecipesOutput.ColourChoice
/// `--sort`: name or id.
public typealias ListOrder = RecipesCatalog.ListOrder
/// `pizza menu --sort`: name, price or id.
public typealias MenuOrder = RecipesPizza.MenuOrder
/// `--units`: as-is, metric or us.
public typealias UnitSystem = RecipesShopping.UnitSystem
/// `favorites export --format`: markdown or json.
public typealias ExportFormat = RecipesFavorites.ExportFormat
/// `share --format`: markdown or text.
public typealias ShareFormat = RecipeCardOutput.ShareFormat
/// `shopping-list --format`: text or markdown.
public typealias ShoppingListFormat = ShoppingListOutput.Format
/// `can-make --catalog`: a catalog that can answer, or all.
public typealias CanMakeScope = RecipesPantry.CanMakeScope
/// `browse TAB`: a tab of the registry this binary is built with.
public typealias BrowseTab = RecipesBrowse.BrowseTab

/// A value an option takes from a fixed list of words: its raw value.
public protocol OptionWords: CaseIterable, RawRepresentable where RawValue == String {}

extension OptionWords {
    /// Every word, in the order help and completion list them. Inlinable, so the executable's
    /// conformances get it specialized for their type, as when they spelled it out themselves.
    @inlinable public static var words: [String] { allCases.map(\.rawValue) }
    /// The value a word names, in any case (`--units METRIC` is `--units metric`).
    @inlinable public init?(anyCaseWord word: String) { self.init(rawValue: word.lowercased()) }
}

extension ColourChoice: OptionWords {}
extension ListOrder: OptionWords {}
extension MenuOrder: OptionWords {}
extension UnitSystem: OptionWords {}

extension CanMakeScope {
    /// `--catalog`'s word among the catalogs of the registry this binary is built with.
    public init?(standardWord word: String) { self.init(word, registry: CatalogRegistry.standard) }
    /// "cocktails", "desserts", ..., "all".
    public static var standardWords: [String] { words(in: CatalogRegistry.standard) }
    /// `--catalog`'s default, all.
    public static var everyCatalog: CanMakeScope { .all }
    /// The word this scope is written as.
    public var word: String { rawValue }
}

extension BrowseTab {
    /// TAB's word among the tabs of the registry this binary is built with (`BrowseTabs.standard`).
    public init?(standardWord word: String) {
        guard let tab = BrowseTabs.standard.named(word) else { return nil }
        self = tab
    }
    /// Every tab's word, in the bar's order.
    public static var standardWords: [String] { BrowseTabs.standard.names }
}

extension ShareFormat {
    /// `share`'s default.
    public static var standard: ShareFormat { .markdown }
}

/// Checks of what a person typed, before anything is asked of a catalog: the problem in a sentence
/// (the parser's frontend says it as a usage error, exit 64), or nil when the text will do.
public enum InputCheck {
    /// An id or a name must say something: blank text or control characters are refused.
    public static func idOrName(_ text: String) -> String? {
        if text.trimmed().isEmpty { return "Give an id or a name." }
        if hasControlCharacters(text) { return "'\(TerminalSanitizer.sanitizeLine(text))' has control characters: give an id or a name." }
        return nil
    }

    /// A name a list is filtered by (`--area`, `--glass`) must say something.
    public static func name(_ text: String, flag: String) -> String? {
        if text.trimmed().isEmpty { return "\(flag) needs a name." }
        if hasControlCharacters(text) { return "\(flag) '\(TerminalSanitizer.sanitizeLine(text))' has control characters." }
        return nil
    }

    /// `--limit`: 1 or more.
    public static func limit(_ limit: Int?) -> String? {
        if let limit, limit < 1 { return "--limit must be a whole number, 1 or more." }
        return nil
    }

    /// `--image`: one of the picture protocols, checked here so a wrong word reads as one line.
    public static func image(_ word: String?) -> String? {
        guard let word, PictureChoice(rawValue: word) == nil else { return nil }
        return "--image takes \(imageWordList), not '\(TerminalSanitizer.sanitizeLine(word))'."
    }

    /// `--image`'s words, for completion.
    public static var imageWords: [String] { PictureChoice.allCases.map(\.rawValue) }

    private static var imageWordList: String { imageWords.joined(separator: ", ") }

    /// `--letter`: one ASCII letter or digit.
    public static func letter(_ letter: String?) -> String? {
        guard let letter,
            !(letter.count == 1
                && letter.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return nil }
        return "--letter takes one letter or digit, not '\(TerminalSanitizer.sanitizeLine(letter))'."
    }

    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    }
}

/// `--sort` and `--limit` together, as a list command applies them.
public typealias ListSteering = RecipesCatalog.ListSteering

extension ListSteering {
    /// `--sort` and `--limit` as parsed.
    public static func options(sort: ListOrder?, limit: Int?) -> ListSteering { ListSteering(order: sort, limit: limit) }
}
