import ArgumentParser

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum Language: String, ExpressibleByArgument, CaseIterable {
    case de, es, fr, it
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
}
