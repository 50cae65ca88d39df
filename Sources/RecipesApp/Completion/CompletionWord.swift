import RecipesBasics

/// Makes a completion candidate inert in the shell that asked for it. Candidates come from files
/// the servers filled (pizza names, cached dessert names, favorites), so they are hostile text.
///
/// - bash feeds candidates to `compgen -W`, which expands `$(...)`, backticks, `$VAR` and quotes,
///   and then inserts the result into the command line as it is. So a candidate is escaped twice:
///   once so the inserted word means the name literally when the line runs (`Key\ Lime\ Pie`), and
///   once more, every character, so `compgen`'s expansion gives exactly that word back.
/// - zsh passes candidates to `_describe`, which quotes what it inserts but reads `name:description`,
///   so `:` and `\` are escaped.
/// - fish inserts candidates quoted; a tab would start a description.
///
/// Everywhere: a candidate with a control character, an escape sequence, a bidi override or a
/// zero-width character is dropped, not cleaned: a changed name would complete to something that
/// is not on the menu. Unknown shell (a person calling `---completion` by hand): bash's rules.
public enum CompletionWord {
    public static func inert(_ candidate: String, for shell: CompletionShellKind?) -> String? {
        guard !candidate.isEmpty, TerminalSanitizer.sanitizeLine(candidate) == candidate,
              !candidate.unicodeScalars.contains(where: { $0 == "\t" || $0 == "\n" }) else { return nil }
        switch shell ?? .bash {
        case .bash:
            return String(shellEscaped(candidate).flatMap { ["\\", $0] })
        case .zsh:
            return candidate.reduce(into: "") { result, character in
                if character == ":" || character == "\\" { result.append("\\") }
                result.append(character)
            }
        case .fish:
            return candidate
        }
    }

    /// What the person typed so far, as plain text: bash hands over the word with its backslashes.
    public static func typedText(_ word: String, for shell: CompletionShellKind?) -> String {
        guard (shell ?? .bash) == .bash else { return word }
        var text = ""
        var escaped = false
        for character in word {
            if character == "\\" && !escaped {
                escaped = true
                continue
            }
            escaped = false
            text.append(character)
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

    private static func isPlain(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || "-_.,+@%/=:".contains(character)
        }
        return character.isLetter || character.isNumber
    }
}
