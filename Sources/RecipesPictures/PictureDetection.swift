/// Which protocol a run draws with, from `--image`/`RECIPES_IMAGE`, the environment and, only at a
/// terminal and only when it can decide, one query answered by the terminal (Docs/Terminal.md).
public enum PictureDetection {
    /// `query` asks the terminal whether it draws sixel (nil: no answer, or it was skipped); it is
    /// called only in `auto`, at a terminal with colour, outside tmux and screen, when neither kitty
    /// nor iTerm2 was recognised.
    public static func choose(
        _ choice: PictureChoice, environment: [String: String], stdoutIsTerminal: Bool,
        json: Bool, querySixel: () -> Bool?
    ) -> PictureProtocol {
        if json { return .none } // stdout holds the JSON document and nothing else
        let colours = blockColours(environment) ?? .trueColour
        switch choice {
        case .none: return .none
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .sixel: return .sixel
        case .blocks: return .blocks(colours)
        case .auto: break
        }
        let term = environment["TERM"] ?? ""
        guard stdoutIsTerminal, (environment["NO_COLOR"] ?? "").isEmpty, !term.isEmpty, term != "dumb" else { return .none }
        // A multiplexer passes graphics escapes on badly or not at all; colours it redraws itself.
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            return .blocks(blockColours(environment) ?? .palette256)
        }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" { return .kitty }
        let program = environment["TERM_PROGRAM"] ?? ""
        if program == "iTerm.app" || program == "WezTerm" || environment["WEZTERM_EXECUTABLE"] != nil
            || environment["LC_TERMINAL"] == "iTerm2"
        {
            return .iterm
        }
        guard let depth = blockColours(environment) else { return .none }
        if querySixel() == true { return .sixel }
        return .blocks(depth)
    }

    /// 24-bit when `COLORTERM` says truecolor or 24bit, 256 colours when `TERM` names them, else
    /// nil: a terminal of 8 or 16 colours gets no picture unless one is asked for.
    static func blockColours(_ environment: [String: String]) -> PictureProtocol.BlockColours? {
        let colourTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" { return .trueColour }
        if (environment["TERM"] ?? "").contains("256color") { return .palette256 }
        return nil
    }
}
