import RecipesBasics

/// Makes a completion candidate inert in the shell that asked for it. Candidates come from files
/// the servers filled (pizza names, cached dessert names, favorites), so they are hostile text.
///
/// - bash inserts the candidate into the command line as it is (`BashCompletionScript`), so it is
///   quoted the way the word being completed is: a backslash before every special character
///   (`Key\ Lime\ Pie`); after an opening `"`, only `"`, `\`, `$` and backtick escaped, `!` outside
///   the quotes; after an opening `'`, each `'` as `'\''`. bash adds the closing quote itself.
/// - zsh passes candidates to `_describe`, which quotes what it inserts but reads `name:description`,
///   so `:` and `\` are escaped.
/// - fish inserts candidates quoted; a tab would start a description.
///
/// Everywhere: a candidate with a control character, an escape sequence, a bidi override or a
/// zero-width character is dropped, not cleaned: a changed name would complete to something that
/// is not on the menu. Unknown shell (a person calling `---completion` by hand): bash's rules.
public enum CompletionWord {
    /// `typed` is the word being completed, as the shell handed it over.
    public static func inert(_ candidate: String, for shell: CompletionShellKind?, typed: String = "") -> String? {
        guard !candidate.isEmpty, TerminalSanitizer.sanitizeLine(candidate) == candidate,
            !candidate.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\n" })
        else { return nil }
        switch shell ?? .bash {
        case .bash:
            switch typed.first {
            case "\"": return doubleQuoted(candidate)
            case "'": return candidate.replacingAll("'", with: #"'\''"#)
            default: return shellEscaped(candidate)
            }
        case .zsh:
            return candidate.reduce(into: "") { result, character in
                if character == ":" || character == "\\" { result.append("\\") }
                result.append(character)
            }
        case .fish:
            return candidate
        }
    }

    /// What the person typed so far, as plain text: bash hands over the word with its quotes and
    /// backslashes.
    public static func typedText(_ word: String, for shell: CompletionShellKind?) -> String {
        guard (shell ?? .bash) == .bash else { return word }
        var rest = Substring(word)
        let quote = rest.first == "\"" || rest.first == "'" ? rest.removeFirst() : nil
        if quote == "'" { return String(rest) }
        var text = ""
        var characters = rest.makeIterator()
        while let character = characters.next() {
            guard character == "\\" else {
                text.append(character)
                continue
            }
            // Unquoted, a backslash escapes anything; inside "...", only ", \, $ and backtick.
            guard let next = characters.next() else { break }
            if quote != nil && !"\"\\$`".contains(next) { text.append(character) }
            text.append(next)
        }
        return text
    }

    /// A backslash before every character a POSIX shell reads specially (space, quotes, `$`,
    /// backtick, `\`, `;`, `&`, globs, ...): the word then stands for the name literally.
    static func shellEscaped(_ text: String) -> String {
        text.reduce(into: "") { result, character in
            if !isPlain(character) { result.append("\\") }
            result.append(character)
        }
    }

    /// The inside of a double-quoted word: `"`, `\`, `$` and backtick escaped; `!`, which an
    /// interactive bash expands from history even there, closes the quotes around itself.
    static func doubleQuoted(_ text: String) -> String {
        text.reduce(into: "") { result, character in
            switch character {
            case "\"", "\\", "$", "`": result += "\\\(character)"
            case "!": result += #""'!'""#
            default: result.append(character)
            }
        }
    }

    private static func isPlain(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || "-_.,+@%/=:".contains(character)
        }
        return character.isLetter || character.isNumber
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        reduce(into: "") { result, character in
            if character == target { result += replacement } else { result.append(character) }
        }
    }
}
