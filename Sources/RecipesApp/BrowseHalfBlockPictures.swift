import RecipesBrowse
import RecipesCatalog
import RecipesPictures

/// browse's pictures: half blocks, the one kind a full-screen view that redraws line by line can
/// place among its lines (kitty, iTerm2 and sixel images outlive the text they sit over). The bytes
/// come as the show commands get them (`RecipePictures`: a favorite's kept file, the cache, one GET),
/// at most `PictureRenderer.defaultColumns` wide; anything that cannot be had or decoded draws nothing.
public struct BrowseHalfBlockPictures: BrowsePictures {
    private let session: SessionRoot
    private let colours: PictureProtocol.BlockColours

    public init(session: SessionRoot, colours: PictureProtocol.BlockColours) {
        self.session = session
        self.colours = colours
    }

    /// The pictures browse draws for `choice` (`--image`, `RECIPES_IMAGE`) in this environment: none
    /// where `auto` would draw none (NO_COLOR, a terminal of 8 or 16 colours) or `none` was asked,
    /// else half blocks in the colours the terminal takes.
    public static func choose(
        _ choice: PictureChoice, environment: [String: String],
        session: SessionRoot
    ) -> BrowsePictures {
        let drawing = PictureDetection.choose(choice, environment: environment, stdoutIsTerminal: true, json: false, querySixel: { nil })
        guard drawing != .none else { return NoPictures() }
        if case .blocks(let colours) = drawing { return BrowseHalfBlockPictures(session: session, colours: colours) }
        // kitty, iTerm2 or sixel asked for: the same terminal draws 24-bit half blocks.
        guard
            case .blocks(let colours) = PictureDetection.choose(
                .blocks, environment: environment, stdoutIsTerminal: true,
                json: false, querySixel: { nil })
        else { return NoPictures() }
        return BrowseHalfBlockPictures(session: session, colours: colours)
    }

    public func rows(for item: BrowseItem, card: RecipeCard, maxColumns: Int) async -> [String] {
        let columns = min(maxColumns, PictureRenderer.defaultColumns)
        let colours = colours
        return await session.action { app in
            await app.pictures.draw(
                card, isFavorite: item.isFavorite,
                {
                    PictureRenderer.halfBlocks($0, maxColumns: columns, colours: colours)
                })
        } ?? []
    }
}
