import RecipesBasics

/// Why a picture's bytes were not drawn.
public enum PictureFailure: Error, Sendable, Equatable {
    /// Nothing wrong with the picture: its format needs a decoder this machine does not have.
    case noDecoderHere
    /// Not a PNG or JPEG within the budget, or the decoder refused the bytes.
    case undecodable
    /// Decoding did not finish within the deadline (`DecodingThread`), in seconds.
    case tooSlow(seconds: Double)

    /// Whether the picture itself is at fault, so that trying it again would cost the same for nothing.
    public var isThePicture: Bool { self != .noDecoderHere }

    /// For `-v`: "it does not decode".
    public var reason: String {
        switch self {
        case .noDecoderHere: "no decoder for it here (libturbojpeg or libpng is not installed)"
        case .undecodable: "it does not decode"
        case .tooSlow(let seconds): "decoding it took over \(DurationText.amount(seconds))"
        }
    }
}
