import ArgumentParser
import RecipesOutput

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "The effective endpoints, files and folders, and where each value came from.",
        discussion: "Examples:\n  recipes config\n  RECIPES_HOME=/tmp/r recipes config --offline --json"
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions

    func run() async throws {
        let run = try options.context()
        let entries = run.settings.report(
            environment: Terminal.environment, flags: options.flags,
            colour: ((options.color ?? .auto).rawValue, options.color != nil))
        try Terminal.write(
            run.json
                ? try JSONOutput.config(entries)
                : run.style.table(
                    entries.map { [$0.name, $0.shownValue, $0.source] }, emphasis: [.name, .plain, .dim],
                    // Where a value came from gives way; the URLs and paths never do.
                    giveWay: [2]))
    }
}
