import RecipesPictures
import Testing

@Suite("pictures: which protocol a run draws with")
struct PictureDetectionTests {
    final class Asked { var count = 0 }

    func choose(
        _ environment: [String: String], image: PictureChoice = .auto, terminal: Bool = true, json: Bool = false,
        sixel: Bool? = nil, asked: Asked = Asked()
    ) -> PictureProtocol {
        PictureDetection.choose(image, environment: environment, stdoutIsTerminal: terminal, json: json) {
            asked.count += 1
            return sixel
        }
    }

    @Test("auto, in order: kitty, iTerm2 (and WezTerm), sixel when the terminal says so, half blocks, else none")
    func order() {
        #expect(choose(["TERM": "xterm-kitty"]) == .kitty)
        #expect(choose(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1", "TERM_PROGRAM": "iTerm.app"]) == .kitty)
        #expect(choose(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(choose(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .iterm)
        #expect(choose(["TERM": "xterm-256color", "WEZTERM_EXECUTABLE": "/usr/bin/wezterm-gui"]) == .iterm)
        #expect(choose(["TERM": "xterm-256color", "COLORTERM": "truecolor"], sixel: true) == .sixel)
        #expect(choose(["TERM": "xterm-256color", "COLORTERM": "truecolor"], sixel: false) == .blocks(.trueColour))
        #expect(choose(["TERM": "xterm-256color"], sixel: nil) == .blocks(.palette256))
        #expect(choose(["TERM": "xterm"]) == .none, "8 colours: no picture unless asked")
    }

    @Test("inside tmux or screen: half blocks, and the terminal is not asked")
    func multiplexers() {
        let asked = Asked()
        #expect(
            choose(["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], sixel: true, asked: asked)
                == .blocks(.palette256))
        #expect(choose(["TERM": "tmux-256color", "COLORTERM": "truecolor"], sixel: true, asked: asked) == .blocks(.trueColour))
        #expect(choose(["TERM": "screen"], sixel: true, asked: asked) == .blocks(.palette256))
        #expect(asked.count == 0)
    }

    @Test("a pipe, --json, NO_COLOR and TERM=dumb get none in auto; --image wins but never over --json")
    func noPicture() {
        let capable = ["TERM": "xterm-kitty", "COLORTERM": "truecolor"]
        #expect(choose(capable, terminal: false) == .none)
        #expect(choose(capable, json: true) == .none)
        #expect(choose(capable.merging(["NO_COLOR": "1"]) { $1 }) == .none)
        #expect(choose(["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
        #expect(choose([:]) == .none)
        #expect(choose(["COLORTERM": "truecolor"], image: .blocks, terminal: false) == .blocks(.trueColour))
        #expect(choose(["TERM": "xterm-256color"], image: .blocks, terminal: false) == .blocks(.palette256))
        #expect(choose(["TERM": "dumb", "NO_COLOR": "1"], image: .blocks, terminal: false) == .blocks(.trueColour))
        #expect(choose([:], image: .kitty, terminal: false) == .kitty)
        #expect(choose(["TERM": "xterm-kitty"], image: .sixel) == .sixel)
        #expect(choose(["TERM": "xterm-kitty"], image: .none) == .none)
        #expect(choose(["COLORTERM": "truecolor"], image: .blocks, json: true) == .none)
    }

    @Test("the device attributes reply is parsed strictly: ESC [ ? digits;… c, sixel when one parameter is 4")
    func deviceAttributes() {
        func parse(_ text: String) -> Bool? { DeviceAttributes.parse(Array(text.utf8)) }
        #expect(parse("\u{1B}[?62;4;6;22c") == true)
        #expect(parse("\u{1B}[?4c") == true)
        #expect(parse("\u{1B}[?62;22c") == false)
        #expect(parse("\u{1B}[?62;44;22c") == false, "44 is not 4")
        #expect(parse("\u{1B}[?1;2c") == false)
        #expect(parse("\u{1B}[62;4c") == nil, "no ?")
        #expect(parse("\u{1B}[?62;;4c") == nil, "an empty parameter")
        #expect(parse("\u{1B}[?62;4x") == nil)
        #expect(parse("\u{1B}[?c") == nil)
        #expect(parse("\u{1B}[?62;4;c") == nil)
        #expect(parse("\u{1B}[?999999;4c") == nil, "a parameter longer than any terminal sends")
    }
}
