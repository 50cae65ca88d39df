/// How a picture reaches the terminal.
public enum PictureProtocol: Sendable, Equatable {
    /// kitty's graphics protocol (also Ghostty): PNG bytes as they are, or decoded pixels.
    case kitty
    /// iTerm2's inline images (also WezTerm): the file's bytes as they are.
    case iterm
    /// DEC sixel: decoded pixels in a palette of at most 216 colours.
    case sixel
    /// Unicode upper half blocks, two pixels a cell, in 24-bit colour or the 256-colour palette.
    case blocks(BlockColours)
    case none

    public enum BlockColours: Sendable, Equatable {
        case trueColour, palette256
    }
}

/// What `--image` (or `RECIPES_IMAGE`) asks for: `auto` detects, the others are taken as said.
public enum PictureChoice: String, Sendable, CaseIterable {
    case auto, kitty, iterm, sixel, blocks, none
}
