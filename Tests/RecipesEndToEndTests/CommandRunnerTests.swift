import ArgumentParser
import Testing

@testable import recipes

@Suite("Running a parsed command")
struct CommandRunnerTests {
    @Test("every command of the tree is run without a conformance lookup")
    func everyCommandKnown() {
        func commands(under type: ParsableCommand.Type) -> [ParsableCommand.Type] {
            [type] + type.configuration.subcommands.flatMap(commands(under:))
        }
        let all = commands(under: Recipes.self) + [VersionCommand.self, BashCompletionScriptCommand.self]
        #expect(all.count > 60)
        for type in all { #expect(CommandRunner.isKnown(type), "\(type) is not in CommandRunner.known") }
        #expect(Set(all.map(ObjectIdentifier.init)).count == CommandRunner.known.count, "a listed type the tree does not have")
        // An async command listed as synchronous would run ArgumentParser's default `run()`: its help, exit 0.
        for type in all {
            let known = CommandRunner.known.first { $0.type == ObjectIdentifier(type) }
            #expect(known?.isAsync == (type is AsyncParsableCommand.Type), "\(type) is listed as the wrong kind")
        }
    }
}
