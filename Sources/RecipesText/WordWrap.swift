/// Paragraphs folded to a terminal's width: breaks between words, measured in display columns (a
/// CJK character or an emoji takes two), and a word longer than a whole line cut where it must,
/// except a link or a path: that stays whole on a line of its own, wider than the rest if need be,
/// so it can still be copied or clicked (the terminal folds it, but the text is one word).
public enum WordWrap {
    public static func lines(_ paragraph: String, width: Int) -> [String] {
        let width = max(width, 10)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            var wordWidth = DisplayWidth.of(String(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            if wordWidth > width, isLinkOrPath(word) {
                lines.append(String(word))
                line = ""
                lineWidth = 0
                continue
            }
            // A word wider than a line: whole lines of it, then the rest starts the next line.
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if pieceWidth + characterWidth > width { break }
                    piece.append(character)
                    pieceWidth += characterWidth
                }
                if piece.isEmpty { break }
                lines.append(piece)
                word = word.dropFirst(piece.count)
                wordWidth -= pieceWidth
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A URL (`scheme://…`) or a path (`/…`, `~/…`), perhaps in brackets or before a comma or full stop.
    static func isLinkOrPath(_ word: Substring) -> Bool {
        let bare = word.drop { "(<[\"'".contains($0) }
        return bare.hasPrefix("/") || bare.hasPrefix("~/") || bare.contains("://")
    }
}
