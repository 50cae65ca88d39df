import ArgumentParser
import RecipesApp

/// Parses, runs, and maps every core error to its one-line message and exit code in one place.
@main
enum Entry {
    static func main() async {
        Interrupt.install()
        var status = RunEnd.success
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try await CommandRunner.run(CommandTree.parse(arguments))
        } catch {
            status = RunEnd.report(error) ?? parserExit(error)
        }
        RunEnd.exit(status)
    }

    /// What ArgumentParser's `exit(withError:)` prints for help, `--version` or a completion script,
    /// printed the same way, without its `exit`: that would run atexit handlers and static
    /// destructors while libcurl may still be loading on another thread (CommandTree). A usage
    /// error is our one line and a hint (`UsageError`).
    private static func parserExit(_ error: Error) -> Int32 {
        let code = Recipes.exitCode(for: error)
        guard code != .success else {
            let text = HelpLayout.ownOptionsFirst(Recipes.fullMessage(for: error))
            return text.isEmpty ? code.rawValue : RunEnd.printParserText(text, status: code.rawValue)
        }
        for line in UsageError(error).lines { Terminal.writeError(line) }
        return code.rawValue
    }
}
