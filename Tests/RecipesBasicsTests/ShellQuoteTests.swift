import Foundation
import RecipesBasics
import TestSupport
import Testing

@Suite("Shell quoting")
struct ShellQuoteTests {
    @Test(
        "plain words stay as they are; others are single-quoted while nothing in them hides",
        arguments: [
            ("/tmp/r/favorites.json", "/tmp/r/favorites.json"),
            ("a b", "'a b'"),
            ("it's", #"'it'\''s'"#),
            ("$(rm -rf ~)`x`", "'$(rm -rf ~)`x`'"),
            ("/tmp/Crème brûlée", "'/tmp/Crème brûlée'"),
            ("", "''"),
        ])
    func readableForms(text: String, expected: String) {
        #expect(ShellQuote.quote(text) == expected)
    }

    @Test(
        "controls, ESC, zero-width and bidi characters are escapes inside $'…', written as bytes",
        arguments: [
            ("r\u{200D}\n'\u{1B}x", #"$'r\xe2\x80\x8d\n\'\x1bx'"#),
            ("a\tb\rc\\d", #"$'a\tb\rc\\d'"#),
            ("\u{202E}gpj.exe", #"$'\xe2\x80\xaegpj.exe'"#),
            ("C1\u{9B}31m\u{85}", #"$'C1\xc2\x9b31m\xc2\x85'"#),
            ("é\u{2028}\u{FEFF}\u{00A0}\u{7F}", #"$'é\xe2\x80\xa8\xef\xbb\xbf\xc2\xa0\x7f'"#),
        ])
    func escapedForms(text: String, expected: String) {
        #expect(ShellQuote.quote(text) == expected)
    }

    static let hostile = [
        "/tmp/r\u{200D}\n'\u{1B}x/favorites.json", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{9B}2J\u{9D}0;t\u{9C}",
        "a\u{202E}b\u{2066}c\u{2069}\u{061C}\u{200E}\u{200F}",
        "tab\there\r\nline", "\u{200B}\u{200C}\u{2060}\u{FEFF}", "back\\slash 'quote' \"dq\" $HOME `x` !1 *", "\u{E000}\u{10FFFD}\u{0378}",
        "布丁 🍮 x",
    ]

    @Test("the quoted form is printable: the terminal sanitizer leaves it exactly as it is", arguments: hostile)
    func survivesSanitizer(text: String) {
        let quoted = ShellQuote.quote(text)
        #expect(TerminalSanitizer.sanitize(quoted) == quoted)
        #expect(TerminalSanitizer.sanitizeLine(quoted) == quoted)
    }

    @Test("bash turns the quoted form back into the exact bytes", arguments: hostile)
    func bashRecreatesBytes(text: String) async throws {
        let result = try await RecipesProcess.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-c", "printf '%s' \(ShellQuote.quote(text))"],
            environment: ["LC_ALL": "C"], input: nil)
        #expect(result.status == 0, "\(result)")
        #expect(Data(result.stdout.utf8) == Data(text.utf8), "\(result.stdout.debugDescription)")
    }
}
