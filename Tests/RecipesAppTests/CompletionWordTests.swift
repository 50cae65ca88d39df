import RecipesApp
import Testing

@Suite("completion words")
struct CompletionWordTests {
    @Test("bash: a word that means the name literally on the command line, quoted as the typed word is")
    func bash() {
        #expect(CompletionWord.inert("Tiramisu", for: .bash) == "Tiramisu")
        #expect(CompletionWord.inert("Key Lime", for: .bash) == #"Key\ Lime"#)
        #expect(CompletionWord.inert("$(x)`y`", for: .bash) == #"\$\(x\)\`y\`"#)
        #expect(CompletionWord.inert("Tommy's", for: .bash, typed: "Tom") == #"Tommy\'s"#)
        #expect(CompletionWord.inert("Crème", for: .bash) == "Crème", "letters of any script need no escape")
    }

    @Test("bash, after an opening quote: the inside of that quote, which bash closes itself")
    func bashQuoted() {
        #expect(CompletionWord.inert(#"Tommy's "$x" `y` \ z"#, for: .bash, typed: "\"Tom") == #"Tommy's \"\$x\" \`y\` \\ z"#)
        #expect(
            CompletionWord.inert("Hey!", for: .bash, typed: "\"He") == #"Hey"'!'""#, "history expansion would read ! even in double quotes")
        #expect(CompletionWord.inert(#"Tommy's "$x""#, for: .bash, typed: "'Tom") == #"Tommy'\''s "$x""#)
    }

    @Test("unknown shell: bash's rules, the strictest")
    func unknown() {
        #expect(CompletionWord.inert("a b", for: nil) == CompletionWord.inert("a b", for: .bash))
    }

    @Test("zsh escapes what _describe reads; fish takes the name as it is")
    func zshAndFish() {
        #expect(CompletionWord.inert(#"a:b\c"#, for: .zsh) == #"a\:b\\c"#)
        #expect(CompletionWord.inert("a:b $(c)", for: .fish) == "a:b $(c)")
    }

    @Test(
        "a name with control characters, escape sequences, bidi or zero-width characters is dropped in every shell",
        arguments: ["a\tb", "a\nb", "a\u{1B}[31mb", "\u{202E}abc", "a\u{200B}b", "a\u{7}b", ""])
    func dropped(name: String) {
        for shell in CompletionShellKind.allCases { #expect(CompletionWord.inert(name, for: shell) == nil, "\(shell)") }
    }

    @Test("what bash hands over as typed loses its quotes and backslashes before matching")
    func typedText() {
        #expect(CompletionWord.typedText(#"Key\ L"#, for: .bash) == "Key L")
        #expect(CompletionWord.typedText(#"a\\b"#, for: .bash) == #"a\b"#)
        #expect(
            CompletionWord.typedText(#""Tommy's \"a\b"#, for: .bash) == #"Tommy's "a\b"#,
            "in double quotes a backslash escapes only \" \\ $ `")
        #expect(CompletionWord.typedText(#"'a\b"#, for: .bash) == #"a\b"#, "in single quotes nothing is escaped")
        #expect(CompletionWord.typedText(#"trailing\"#, for: .bash) == "trailing")
        #expect(CompletionWord.typedText(#"Key\ L"#, for: .fish) == #"Key\ L"#)
    }
}

@Suite("bash completion script")
struct BashCompletionScriptTests {
    static let generated = """
        __recipes_add_completions() {
            local completion
        }
        _recipes_x() {
                __recipes_add_completions -W "$(__recipes_custom_complete ---completion x -- positional@0 "${COMP_CWORD}")"
        }
        complete -o filenames -F _recipes recipes
        """

    @Test("candidates go into COMPREPLY as recipes printed them, and nothing quotes them again")
    func patched() throws {
        let script = try BashCompletionScript.patched(Self.generated)
        #expect(!script.contains("-o filenames"))
        #expect(script.hasSuffix("complete -F _recipes recipes"))
        #expect(script.contains(#"__recipes_add_words "$(__recipes_custom_complete ---completion x"#))
        #expect(!script.contains(#"-W "$(__recipes_custom_complete"#))
        #expect(script.contains("__recipes_add_words() {"))
    }

    @Test("a script that no longer reads as expected is an error, not a silently unpatched script")
    func unexpected() {
        #expect(throws: BashCompletionScript.PatchError.self) { try BashCompletionScript.patched("complete -F _recipes recipes") }
    }
}
