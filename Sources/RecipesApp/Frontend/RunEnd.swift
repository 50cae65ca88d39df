import CInterrupt
import RecipesBasics
import RecipesCatalog
import RecipesText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a run ends: every core error mapped to its one line and exit code in one place, the
/// parser's own texts printed as every output is, and the process left without exit's teardown.
public enum RunEnd {
    /// The status of a run that did what was asked.
    public static let success = ExitStatus.success.rawValue

    /// A command's failure said the way every error is (`recipes: …`), and its exit status; nil
    /// for an error the core does not know (the parser's: the frontend says those).
    public static func report(_ error: Error) -> Int32? {
        // Ctrl-C's thread is removing this run's temp and lock files and will exit 130: an error
        // that removal caused (a rename of a temp file that is gone) is not reported as another.
        while Terminal.isInterrupting { sleep(1) }
        Terminal.activity.stop()
        guard let failure = UserFacingError(error) else { return nil }
        Terminal.writeError("recipes: \(TerminalSanitizer.sanitizeLine(failure.message))")
        return failure.status.rawValue
    }

    /// Help, `--version` or a completion script from the parser, on stdout; `status` when written,
    /// else the write's failure said as every command's output is (a full disk or a closed pipe: 73).
    public static func printParserText(_ text: String, status: Int32) -> Int32 {
        do {
            try StandardStream.writeOutput(text + "\n")
        } catch {
            let failure = UserFacingError(error)
            Terminal.writeError("recipes: \(TerminalSanitizer.sanitizeLine(failure?.message ?? "\(error)"))")
            return failure?.status.rawValue ?? ExitStatus.cannotWrite.rawValue
        }
        return status
    }

    /// Ends the process with `status`: _exit, not exit, whether the command failed or not. Other
    /// transfers of a fan-out may still run on their own threads inside libcurl when one has failed
    /// the command, and exit's teardown (atexit handlers, static destructors) must not run under
    /// them. Our output is written unbuffered; stdio's buffers (all of them: fflush(nil)) are flushed
    /// in case anything used them. A coverage build's profile is written here too, since _exit skips
    /// the atexit handler that would write it (a no-op in other builds).
    public static func exit(_ status: Int32) -> Never {
        fflush(nil)
        cinterrupt_write_coverage()
        _exit(status)
    }
}

/// The words of help and usage errors that come from the application: the environment it reads,
/// its exit codes, and the nearest names to a typo.
public enum HelpText {
    /// Every exit code and what it means, as `recipes --help` lists them.
    public static var exitCodes: String {
        hanging(ExitStatus.allCases.map { (String($0.rawValue), $0.meaning) }, nameWidth: 5)
    }

    /// Every variable the tool reads, one line each (HelpEndToEndTests greps Sources for them).
    public static var environment: String {
        let catalogs = CatalogRegistry.standard.map { ($0.urlVariable, "\($0.summary) (default \($0.defaultURL.absoluteString))") }
        let variables =
            catalogs + [
                ("RECIPES_CHECKOUT_URL", "where checkout POSTs the order (default \(Settings.defaultCheckoutURL.absoluteString))"),
                ("RECIPES_HOME", "one folder for everything the tool writes (cache in RECIPES_HOME/cache)"),
                (
                    "XDG_DATA_HOME",
                    "otherwise favorites, the cart and the pantry live in XDG_DATA_HOME/recipes (default ~/.local/share/recipes)"
                ),
                ("XDG_CACHE_HOME", "and the cache in XDG_CACHE_HOME/recipes (default ~/.cache/recipes)"),
                ("XDG_CONFIG_HOME", "and the config folder in XDG_CONFIG_HOME/recipes (default ~/.config/recipes)"),
                ("HOME", "the folder those defaults are under"),
                ("RECIPES_CACHE_MAX_AGE", "oldest cached copy to serve, e.g. 12h (default 7d; --max-age wins)"),
                ("RECIPES_NO_SNAPSHOT", "1 to never fall back to the bundled sample catalog"),
                (
                    "RECIPES_LOCK_TIMEOUT",
                    "how long to wait for another recipes process's lock on favorites, the cart or the pantry (default 10s)"
                ),
                ("RECIPES_IMAGE", "how pictures are drawn: auto|kitty|iterm|sixel|blocks|none (beats config.toml's image)"),
                ("RECIPES_UNITS", "the measures' units: as-is|metric|us (--units wins; beats config.toml's units)"),
                ("RECIPES_BROWSE_TAB", "the tab browse opens on: desserts|cocktails|pizza|favorites|cart (beats config.toml)"),
                ("RECIPES_PICTURE_CACHE_BUDGET", "the most the cached pictures may take, e.g. 250MB (default 100MB; beats config.toml)"),
                ("NO_COLOR", "non-empty: no colour (--color wins)"),
                ("FORCE_COLOR", "non-empty and not 0: colour even when not on a terminal (--color wins)"),
                ("TERM", "dumb: no colour, no spinner, and browse refuses to start"),
                ("COLUMNS", "the width to fit tables and text to, instead of the terminal's"),
                ("LINES", "the height a list must pass to go through the pager, instead of the terminal's"),
                ("PAGER", "what long output on a terminal is shown through (default less -FIRX; --no-pager skips it)"),
                ("COLORTERM", "truecolor or 24bit: pictures in 24-bit colour (else 256 colours when TERM names them)"),
                ("KITTY_WINDOW_ID", "set: the terminal is kitty, and --image auto draws with its graphics protocol"),
                ("TERM_PROGRAM", "iTerm.app or WezTerm: --image auto draws iTerm2 inline images"),
                ("LC_TERMINAL", "iTerm2: the same, through ssh"),
                ("WEZTERM_EXECUTABLE", "set: the terminal is WezTerm (iTerm2 inline images)"),
                ("TMUX", "set: inside tmux, --image auto draws half blocks"),
                ("SSH_TTY", "set (or SSH_CONNECTION, SSH_CLIENT): the sixel question waits 1 s, not 100 ms"),
            ]
        return hanging(variables, nameWidth: 23)
    }

    /// `  NAME  meaning` rows, each meaning folded to 79 columns under where it starts: the help's
    /// own wrapping would start its continuation lines at column 0, under the names.
    static func hanging(_ rows: [(String, String)], nameWidth: Int) -> String {
        let indent = String(repeating: " ", count: 2 + nameWidth)
        return rows.map { name, meaning in
            let lines = WordWrap.lines(meaning, width: 79 - indent.count)
            // A name as wide as the column has its meaning on the next line, under the others'.
            let head = name.count < nameWidth ? "  \(name.padded(to: nameWidth))" : "  \(name)\n" + indent
            return head + lines.joined(separator: "\n" + indent)
        }.joined(separator: "\n")
    }

    /// `  name           abstract` rows, the names in a column `width` wide (bare `recipes`).
    public static func columns(_ rows: [(String, String)], width: Int) -> String {
        rows.map { "  \($0.0.padded(to: width))\($0.1)" }.joined(separator: "\n")
    }

    /// The names among `names` nearest to a mistyped `word`, nearest first.
    public static func nearNames(_ word: String, in names: [String]) -> [String] {
        NearMiss.names(near: word, in: names)
    }

    /// `text` without its leading and trailing white space.
    public static func trimmed(_ text: String) -> String { text.trimmed() }

    /// The names the options of a command answer to (`-h`, `--json`), read from ArgumentParser's
    /// help dump (`--experimental-dump-help`'s JSON); none from a dump that cannot be read.
    public static func optionNames(inHelpDump dump: String) -> [String] {
        struct Dump: Decodable {
            struct Command: Decodable { let arguments: [Argument]? }
            struct Argument: Decodable { let names: [Name]? }
            struct Name: Decodable {
                let kind: String
                let name: String
            }
            let command: Command
        }
        let decoded = try? JSONDecoder().decode(Dump.self, from: Data(dump.utf8))
        return (decoded?.command.arguments ?? []).flatMap { $0.names ?? [] }.map { ($0.kind == "short" ? "-" : "--") + $0.name }
    }
}
