#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The units `--units` converts, each with its size in millilitres or grams: standard US sizes
/// (Docs/man/recipes.1 lists them). "oz" is a fluid ounce in drinks and a weight ounce in
/// desserts (TheMealDB weighs chocolate and butter in ounces): `OunceKind` says which.
public enum MeasureUnit: String, Sendable, CaseIterable {
    case ml, cl, dl, l, g, kg
    case tsp, tbsp, cup, pint, quart, gallon, shot, jigger, fifth, lb
    case fluidOunce = "fl oz"
    case weightOunce = "oz"

    public enum Dimension: Sendable { case volume, mass }

    /// The unit a canonical unit word names (`UnitWord.canonical`), or nil when it is not one of
    /// these ("spoon", "dash", "part": amounts that scale but have no size).
    public init?(word: String, ounces: OunceKind) {
        switch word {
        case "oz": self = ounces == .fluid ? .fluidOunce : .weightOunce
        case "fl oz": self = .fluidOunce
        default:
            guard let unit = MeasureUnit(rawValue: word) else { return nil }
            self = unit
        }
    }

    public var dimension: Dimension {
        switch self {
        case .ml, .cl, .dl, .l, .tsp, .tbsp, .cup, .pint, .quart, .gallon, .shot, .jigger, .fifth, .fluidOunce: .volume
        case .g, .kg, .lb, .weightOunce: .mass
        }
    }

    /// Millilitres (volume) or grams (mass) in one of the unit, exactly as documented (US
    /// customary sizes: NIST Handbook 44, Appendix C).
    public var size: Fraction {
        switch self {
        case .ml, .g: Fraction(1)
        case .cl: Fraction(10)
        case .dl: Fraction(100)
        case .l, .kg: Fraction(1000)
        case .tsp: Fraction(492_892, 100_000) // 4.92892 ml
        case .tbsp: Fraction(147_868, 10_000) // 14.7868 ml
        case .cup: Fraction(236_588, 1000) // 236.588 ml
        case .pint: Fraction(473_176, 1000) // 473.176 ml
        case .quart: Fraction(946_353, 1000) // 946.353 ml
        case .gallon: Fraction(3_785_412, 1000) // 3785.412 ml
        case .fifth: Fraction(757_082, 1000) // a fifth of a gallon, 757.082 ml
        case .fluidOunce: Fraction(295_735, 10_000) // 29.5735 ml
        case .shot, .jigger: Fraction(887_205, 20_000) // 1 1/2 fl oz = 44.36025 ml
        case .weightOunce: Fraction(283_495, 10_000) // 28.3495 g
        case .lb: Fraction(453_592, 1000) // 453.592 g
        }
    }

    /// Whether the unit belongs to `system`: a measure in its target system keeps its unit.
    public func belongs(to system: UnitSystem) -> Bool {
        switch self {
        case .ml, .cl, .dl, .l, .g, .kg: system == .metric
        default: system == .us
        }
    }

    /// How the unit prints: both ounces print "oz", as recipes write them.
    public var word: String { self == .fluidOunce ? "oz" : rawValue }
}

/// `--units`: keep units as written, or convert every unit `MeasureUnit` knows to metric or US ones.
public enum UnitSystem: String, Sendable, CaseIterable {
    case asIs = "as-is"
    case metric
    case us
}

/// What "oz" means in a recipe: a fluid ounce (drinks) or a weight ounce (desserts).
public enum OunceKind: Sendable {
    case fluid, weight
}
