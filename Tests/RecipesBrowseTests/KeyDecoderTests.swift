import RecipesBrowse
import Testing

@Suite("browse: keys from a raw terminal's bytes")
struct KeyDecoderTests {
    private func keys(_ text: String) -> [BrowseKey] { KeyDecoder.keys(in: Array(text.utf8)) }

    @Test("arrows, in normal and application mode")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
    }

    @Test("PgUp, PgDn, Home and End in each spelling terminals use; Shift-Tab")
    func editingKeys() {
        #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(
            keys("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [
                .home, .end, .home, .end, .home, .end, .home, .end,
            ])
        #expect(keys("\u{1B}[Z") == [.shiftTab])
        #expect(keys("\u{1B}[1;5A") == [.up], "a modified arrow is still the arrow")
    }

    @Test("a lone ESC is Escape; ESC before an ordinary key is Escape then that key")
    func escape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
    }

    @Test("control bytes: Enter (CR or LF), Backspace (DEL or ^H), Tab, Ctrl-C, Ctrl-Z; others ignored")
    func controls() {
        #expect(
            keys("\r\n\u{7F}\u{8}\t\u{3}\u{1A}\u{1}") == [.enter, .enter, .backspace, .backspace, .tab, .interrupt, .suspend, .ignored])
    }

    @Test("UTF-8 characters arrive whole; a broken one is ignored")
    func unicode() {
        #expect(keys("žé") == [.character("ž"), .character("é")])
        #expect(KeyDecoder.keys(in: [0xC5]) == [.ignored])
    }

    @Test("an unknown or cut-off sequence is ignored, never typed")
    func unknown() {
        #expect(keys("\u{1B}[2~") == [.ignored], "Insert means nothing here")
        #expect(keys("\u{1B}[3~") == [.delete])
        #expect(keys("\u{1B}[12") == [.ignored])
    }

    @Test(
        "a terminal's replies are never keys: OSC colour, DCS, kitty's APC, the sixel question's answer",
        arguments: [
            "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;rgb:1f1f/2f2f/3f3f\u{1B}\\", "\u{1B}P1+r544e=787465726d\u{1B}\\",
            "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}[?62;4;22c", "\u{1B}[?1;2c", "\u{1B}[>1;10;0c",
        ])
    func replies(reply: String) {
        #expect(keys(reply).isEmpty, "\(reply.debugDescription)")
        #expect(keys("j" + reply + "k") == [.character("j"), .character("k")], "keys around a reply stay keys")
    }

    @Test("a reply split across reads is still a reply: its f, / and digits type nothing")
    func splitReply() {
        let reply = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;4c".utf8)
        for cut in 1..<reply.count {
            var stream = KeyStream()
            let keys = stream.keys(in: Array(reply[..<cut])) + stream.keys(in: Array(reply[cut...])) + stream.keys(in: Array("q".utf8))
            // Cut right after ESC, that ESC was already taken for the Escape key; the rest is still no key.
            #expect(keys == (reply[cut - 1] == 0x1B ? [.escape, .character("q")] : [.character("q")]), "cut at \(cut): \(keys)")
        }
    }

    @Test("a key's whole sequence in one read still decodes with the stream; a lone ESC is still Escape")
    func streamKeys() {
        var stream = KeyStream()
        #expect(stream.keys(in: Array("\u{1B}[A".utf8)) == [.up])
        #expect(stream.keys(in: [0x1B]) == [.escape])
        #expect(stream.keys(in: Array("f".utf8)) == [.character("f")])
    }
}
