import RecipesBasics
import RecipesBrowse
import RecipesPictures
import RecipesShopping

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A setting a person can keep in config.toml (`recipes config set`), each also given by a variable
/// and, for some, a flag: a flag beats the variable, which beats the file, which beats the default.
public enum PreferenceKey: String, CaseIterable, Sendable {
    case units
    case image
    case browseTab = "browse-tab"
    case pictureCacheBudget = "picture-cache-budget"

    /// The variable that gives it (`RECIPES_IMAGE`...).
    public var variable: String {
        switch self {
        case .units: "RECIPES_UNITS"
        case .image: "RECIPES_IMAGE"
        case .browseTab: "RECIPES_BROWSE_TAB"
        case .pictureCacheBudget: "RECIPES_PICTURE_CACHE_BUDGET"
        }
    }

    /// The value when nothing gives one, as `recipes config` shows it; `tabs`: browse's tabs of the
    /// settings' registry (`SettingsFile.tabs`).
    public func defaultValue(tabs: BrowseTabs) -> String {
        switch self {
        case .units: UnitSystem.asIs.rawValue
        case .image: PictureChoice.auto.rawValue
        case .browseTab: tabs.first.name
        case .pictureCacheBudget: ByteSize.text(ByteSize.defaultPictureBudget)
        }
    }

    /// What it takes, for messages: "as-is, metric or us".
    public func allowed(tabs: BrowseTabs) -> String {
        switch self {
        case .units: Self.words(UnitSystem.allCases.map(\.rawValue))
        case .image: Self.words(PictureChoice.allCases.map(\.rawValue))
        case .browseTab: Self.words(tabs.names)
        case .pictureCacheBudget: "a size such as 100MB, 500KB or 2GB (0 to 1000GB)"
        }
    }

    /// The value in the one spelling the file and `recipes config` use, or nil when `text` is not
    /// one it takes (any case: `METRIC` is `metric`; `cocktail` is the `cocktails` tab, one of `tabs`).
    public func canonical(_ text: String, tabs: BrowseTabs) -> String? {
        switch self {
        case .units: UnitSystem(rawValue: text.lowercased())?.rawValue
        case .image: PictureChoice(rawValue: text.lowercased())?.rawValue
        case .browseTab: tabs.named(text)?.name
        case .pictureCacheBudget: ByteSize.parse(text).map(ByteSize.text)
        }
    }

    /// "a, b or c".
    static func words(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

/// Sizes as people write them: `100MB`, `1.5 GB`, `500kb`, `0`, in powers of 1000 as `cache info`
/// prints them (`ByteCount`).
public enum ByteSize {
    /// The picture cache's budget when no setting gives one: 100 MB.
    public static let defaultPictureBudget = 100_000_000
    /// The largest size a setting takes: 1000 GB.
    public static let largest = 1_000_000_000_000

    /// Bytes, or nil for anything but digits (one `.` at most) and an optional B, KB, MB or GB; only
    /// digits reach `Double`, so `nan`, `inf`, `1e400` and `0x10` are refused.
    public static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmed().uppercased()
        let number = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = trimmed.dropFirst(number.count).trimmed()
        let scales: [String: Double] = ["": 1, "B": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9]
        guard !number.isEmpty, number.count <= 20, number.filter({ $0 == "." }).count <= 1, let scale = scales[unit],
            let value = Double(number), value.isFinite
        else { return nil }
        let bytes = (value * scale).rounded()
        guard bytes >= 0, bytes <= Double(largest) else { return nil }
        return Int(bytes)
    }

    /// The exact size in the largest unit that divides it, as `parse` reads it back: "100MB",
    /// "1500KB", "321".
    public static func text(_ bytes: Int) -> String {
        for (unit, size) in [("GB", 1_000_000_000), ("MB", 1_000_000), ("KB", 1_000)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size)\(unit)"
        }
        return String(bytes)
    }
}
