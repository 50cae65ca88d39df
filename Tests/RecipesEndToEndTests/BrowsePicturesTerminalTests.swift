import Foundation
import TestSupport
import Testing

/// browse's detail view draws the recipe's picture in half blocks (`BrowseHalfBlockPictures`), from
/// the same loopback TheMealDB and 16 × 16 test picture as the show commands' tests.
@Suite("browse: pictures in the detail view", .serialized)
struct BrowsePicturesTerminalTests {
    static let binary = "'" + RecipesProcess.binary.path + "'"

    /// Opens White chocolate creme brulee's detail in browse with `arguments`, and returns the screen
    /// with its colours (`capture-pane -e`) once the recipe shows.
    func detail(_ arguments: String, environment: [String: String] = [:], waitForPicture: Bool) async throws -> (
        screen: String, pictureRequests: Int
    ) {
        let stub = try PicturesEndToEndTests.stub()
        defer { stub.stop() }
        var base = stub.endpoints.merging([
            "RECIPES_HOME": stub.home.path, "HOME": stub.home.path, "COLORTERM": "truecolor",
            "TERM": "tmux-256color",
        ]) { $1 }
        base.merge(environment) { $1 }
        let pane = try await TmuxPane(folder: stub.home.url, environment: base)
        do {
            try await pane.run("\(Self.binary) browse \(arguments); echo exit=$?")
            try await pane.waitFor("65 desserts")
            try await pane.press("/")
            try await pane.type("white choc")
            try await pane.press("Enter", "Enter")
            try await pane.waitFor("Instructions")
            if waitForPicture { try await pane.waitFor("▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀") }
            let screen = try await pane.tmux(["capture-pane", "-p", "-e"])
            try await pane.press("q")
            try await pane.waitFor("exit=0")
            await pane.stop()
            return (screen, PicturesEndToEndTests.pictureRequests(stub))
        } catch {
            await pane.stop()
            throw error
        }
    }

    @Test("the picture is drawn above the facts, its cells in the picture's colours")
    func drawn() async throws {
        let (screen, requests) = try await detail("", waitForPicture: true)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pictureRow = try #require(lines.firstIndex { $0.contains("▀") })
        let facts = try #require(lines.firstIndex { $0.contains("Category: Dessert") })
        #expect(pictureRow < facts, "\(screen)")
        #expect(lines.filter { $0.contains("▀") }.count == 8, "16 pixel rows make 8 terminal rows: \(screen)")
        #expect(screen.contains("38;2;255;0;0") && screen.contains("38;2;0;0;255"), "red and blue cells, in 24-bit colour: \(screen)")
        #expect(requests == 1)
    }

    @Test("--image none draws no picture and asks for none", arguments: [["--image none"], ["", "NO_COLOR=1"]])
    func none(arguments: [String]) async throws {
        let environment = arguments.count > 1 ? ["NO_COLOR": "1"] : [:]
        let (screen, requests) = try await detail(arguments[0], environment: environment, waitForPicture: false)
        #expect(!screen.contains("▀"), "\(screen)")
        #expect(requests == 0)
    }
}
