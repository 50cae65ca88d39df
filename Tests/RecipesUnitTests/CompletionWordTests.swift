import RecipesApp
import Testing

@Suite("completion words")
struct CompletionWordTests {
    @Test("bash: a word that means the name literally on the command line, escaped again for compgen's expansion")
    func bash() {
        #expect(CompletionWord.inert("Tiramisu", for: .bash) == #"\T\i\r\a\m\i\s\u"#)
        #expect(CompletionWord.inert("Key Lime", for: .bash) == #"\K\e\y\\\ \L\i\m\e"#)
        #expect(CompletionWord.inert("$(x)", for: .bash) == #"\\\$\\\(\x\\\)"#)
        #expect(CompletionWord.inert("Crème", for: .bash) == #"\C\r\è\m\e"#, "letters of any script need no escape")
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

    @Test("a name with control characters, escape sequences, bidi or zero-width characters is dropped in every shell",
          arguments: ["a\tb", "a\nb", "a\u{1B}[31mb", "\u{202E}abc", "a\u{200B}b", "a\u{7}b", ""])
    func dropped(name: String) {
        for shell in CompletionShellKind.allCases { #expect(CompletionWord.inert(name, for: shell) == nil, "\(shell)") }
    }

    @Test("what bash hands over as typed loses its backslashes before matching")
    func typedText() {
        #expect(CompletionWord.typedText(#"Key\ L"#, for: .bash) == "Key L")
        #expect(CompletionWord.typedText(#"a\\b"#, for: .bash) == #"a\b"#)
        #expect(CompletionWord.typedText(#"Key\ L"#, for: .fish) == #"Key\ L"#)
    }
}
