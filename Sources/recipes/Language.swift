import ArgumentParser

enum Language: String, ExpressibleByArgument, CaseIterable {
    case de, es, fr, it
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
}
