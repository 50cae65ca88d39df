import ArgumentParser
import RecipesApp

/// A usage error said the way every error is (CLI-CONVENTIONS): one line `recipes: …`, then at most
/// one hint line, "did you mean" and where the command's help is, instead of ArgumentParser's
/// `Error:`, `Help:` and a usage line hundreds of characters wide. A `ValidationError` a command
/// throws is its one line alone: its message already says what to do.
///
/// ArgumentParser keeps the failed command and the kind of error in internal types; they are read
/// here by reflection (`commandStack`, `parserError`), and its message gives the words. Only the
/// error path pays for this, and for the command's option names (`_dumpHelp`).
struct UsageError {
    let lines: [String]

    init(_ error: Error) {
        lines = Self.lines(for: error)
    }

    private static func lines(for error: Error) -> [String] {
        let mirror = Mirror(reflecting: error)
        if let validation = validationError(error, mirror) {
            return ["recipes: " + Self.sentence(validation.message)]
        }
        let stack = mirror.descendant("commandStack") as? [ParsableCommand.Type] ?? []
        let message = Recipes.message(for: error).split(separator: "\n").map { HelpText.trimmed(String($0)) }.joined(separator: " ")
        guard let command = stack.last else {
            return message.isEmpty ? [] : ["recipes: " + Self.sentence(message)]
        }
        let path = stack.map { $0._commandName }.joined(separator: " ")
        let seeHelp = "See '\(path) --help'."
        if message.hasPrefix("Unknown option '"), let option = Self.quoted(in: message) {
            // Long options only, as ArgumentParser does: every one-letter option is a typo away from `-x`.
            let long =
                option.hasPrefix("--") ? Self.optionNames(of: command).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) } : []
            let near = HelpText.nearNames(String(option.dropFirst(2)), in: long)
            return ["recipes: unknown option '\(option)'", Self.didYouMean(near.map { "--" + $0 }) + seeHelp]
        } else if message.hasPrefix("Unexpected argument '") || message.contains("unexpected arguments: '"),
            !command.configuration.subcommands.isEmpty, let word = Self.quoted(in: message)
        {
            let names = command.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
            let near = HelpText.nearNames(word, in: names)
            return [
                "recipes: unknown command '\(word)'" + (stack.count > 1 ? " for '\(path)'" : ""),
                Self.didYouMean(near.map { "\(path) \($0)" }) + seeHelp,
            ]
        } else {
            return ["recipes: " + Self.sentence(message), seeHelp]
        }
    }

    private static func validationError(_ error: Error, _ mirror: Mirror) -> ValidationError? {
        if let validation = error as? ValidationError { return validation }
        return mirror.descendant("parserError", "userValidationError") as? ValidationError
    }

    /// "did you mean 'a' or 'b'? ", or nothing.
    private static func didYouMean(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let quoted = names.map { "'\($0)'" }
        return "did you mean " + (quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!) + "? "
    }

    /// The first word between single quotes.
    private static func quoted(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count > 2 ? String(parts[1]) : nil
    }

    /// ArgumentParser's sentences start with a capital; ours, after `recipes: `, do not.
    private static func sentence(_ message: String) -> String {
        let characters = Array(message)
        guard characters.count > 1, characters[0].isUppercase, characters[1].isLowercase else { return message }
        return characters[0].lowercased() + String(characters.dropFirst())
    }

    /// Every name the command's options answer to, `-h` and `--version` included, as its help dump has them.
    private static func optionNames(of command: ParsableCommand.Type) -> [String] {
        let names = HelpText.optionNames(inHelpDump: command._dumpHelp())
        return names.contains("--version") ? names : names + ["--version"]
    }
}
