import RecipesBasics
import RecipesBrowse
import RecipesPictures

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

/// One run of `recipes browse`: events in (keys, resizes, answers), the pure model, effects out
/// as tasks whose answers come back as events, and the screen redrawn line by line where it changed.
struct BrowseSession {
    let settings: Settings
    let tab: BrowseTab
    /// `--verbose`: each request's line goes to the status line.
    let verbose: Bool
    /// `--image`/`RECIPES_IMAGE`: whether the detail view draws pictures (`BrowseHalfBlockPictures`).
    let pictures: PictureChoice
    /// `--color` and the environment's say, as for stdout: names bold, prices green.
    let colour: Bool

    func run() async throws {
        let (events, sink) = AsyncStream<BrowseEvent>.makeStream()
        // Warnings (a cache that could not be written) and --verbose's request lines go to the
        // status line, not over the screen.
        let toStatus: @Sendable (String) -> Void = { sink.yield(.warning($0)) }
        let log: (@Sendable (String) -> Void)? = verbose ? toStatus : nil
        // One root for the session, built on first use; each load and action gets its own --timeout.
        let session = SessionRoot { [settings] in CompositionRoot(settings: settings, warn: toStatus, log: log) }
        let library = BrowseLibrary(
            session: session,
            pictures: BrowseHalfBlockPictures.choose(pictures, environment: Terminal.environment, session: session))
        try FullScreen.enter()
        defer { FullScreen.leave() }
        guard FullScreen.watchInput({ sink.yield($0) }) else {
            throw UserFacingError("browse cannot read the keyboard: no thread could be started", status: .notFound)
        }

        let size = FullScreen.size()
        var (state, effects) = BrowseModel.start(
            tab: tab, tabs: settings.preferences.tabs, rows: size.rows, columns: size.columns, colour: colour)
        var drawn: [String] = []
        var ticker: Task<Void, Never>?
        defer { ticker?.cancel() }
        // Changes to favorites and the cart under way: quitting waits for them, so no write is cut short.
        var changes: [Task<Void, Never>] = []
        draw(state, over: &drawn)
        for effect in effects { start(effect, library: library, state: state, sink: sink) }
        for await event in events {
            if case .resized = event { drawn = [] }
            effects = BrowseModel.handle(event, in: &state)
            if effects.contains(.quit) {
                for change in changes { await change.value }
                return
            }
            for effect in effects {
                let task = start(effect, library: library, state: state, sink: sink)
                switch effect {
                case .toggleFavorite, .removeFavorite, .addToCart, .removeCartLine, .setQuantity, .saveEdit, .placeOrder, .undo:
                    changes.append(task)
                case .loadList, .loadDetail, .loadPicture, .loadPizzaEdit, .prepareCheckout, .expireMessage, .quit: break
                }
            }
            if state.isBusy, ticker == nil {
                ticker = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(nanoseconds: 100_000_000)
                        sink.yield(.tick)
                    }
                }
            } else if !state.isBusy {
                ticker?.cancel()
                ticker = nil
            }
            draw(state, over: &drawn)
        }
    }

    @discardableResult
    private func start(
        _ effect: BrowseEffect, library: BrowseLibrary, state: BrowseState,
        sink: AsyncStream<BrowseEvent>.Continuation
    ) -> Task<Void, Never> {
        let columns = state.columns
        return Task {
            switch effect {
            case .loadList(let tab): sink.yield(await library.list(tab))
            case .loadDetail(let item): sink.yield(await library.detail(item))
            case .loadPicture(let item, let card): sink.yield(await library.picture(item, card: card, maxColumns: min(40, columns - 2)))
            case .toggleFavorite(let item): sink.yield(await library.toggleFavorite(item))
            case .removeFavorite(let item, let note): sink.yield(await library.removeFavorite(item, note: note))
            case .addToCart(let item): sink.yield(await library.addToCart(item))
            case .removeCartLine(let line): sink.yield(await library.removeCartLine(line))
            case .setQuantity(let line, let quantity): sink.yield(await library.setQuantity(line, to: quantity))
            case .loadPizzaEdit(let line): sink.yield(await library.pizzaEdit(line))
            case .saveEdit(let line, let adding, let removing): sink.yield(await library.saveEdit(line, adding: adding, removing: removing))
            case .prepareCheckout: sink.yield(await library.prepareCheckout())
            case .placeOrder(let order): sink.yield(await library.placeOrder(order))
            case .undo(let change): sink.yield(await library.undo(change))
            case .expireMessage(let serial, let seconds):
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                sink.yield(.messageExpired(serial))
            case .quit: break
            }
        }
    }

    /// Writes only the lines that differ from what is on screen, in one write. An empty `drawn`
    /// (the start, a resize) clears the screen and draws every line.
    private func draw(_ state: BrowseState, over drawn: inout [String]) {
        let lines = BrowseScreen.lines(state)
        var output = drawn.isEmpty ? "\u{1B}[H\u{1B}[2J" : ""
        for (row, line) in lines.enumerated() where row >= drawn.count || drawn[row] != line {
            output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[K"
        }
        drawn = lines
        if !output.isEmpty { FullScreen.write(output) }
    }
}

extension RunContext {
    /// `recipes browse [TAB]`: the full-screen view, on a terminal in the foreground only. Those are
    /// checked before the settings are read: without a terminal nothing else is worth saying.
    public static func browse(_ options: RunOptions, tab: BrowseTab?, image: String?) async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw UserFacingError(
                "browse needs a terminal; in a script use `recipes desserts list`, `recipes cocktail list`, "
                    + "`recipes pizza menu` or `recipes favorites`", status: .usage)
        }
        if Terminal.environment["TERM"] == "dumb" {
            throw UserFacingError(
                "browse cannot draw on a terminal with TERM=dumb; use the list commands, "
                    + "such as `recipes desserts list`", status: .usage)
        }
        // Started with & or under `timeout`: the keys are not ours (it quit in silence on the first).
        guard TerminalForeground.isForeground(STDIN_FILENO) else {
            throw UserFacingError(
                "browse needs the terminal's foreground: run it without & (under timeout, add --foreground)",
                status: .usage)
        }
        let run = try RunContext(options)
        let preferences = run.settings.preferences
        try await BrowseSession(
            settings: run.settings, tab: try preferences.browseTab(argument: tab), verbose: run.verbose,
            pictures: try run.pictureChoice(image), colour: run.style.colour
        ).run()
    }
}
