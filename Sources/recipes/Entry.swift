import ArgumentParser
import CInterrupt
import RecipesBasics

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

/// Parses, runs, and maps every core error to its one-line message and exit code in one place.
@main
enum Entry {
    static func main() async {
        Interrupt.install()
        var status = ExitStatus.success.rawValue
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try CommandTree.parse(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            // Ctrl-C's thread is removing this run's temp and lock files and will exit 130: an error
            // that removal caused (a rename of a temp file that is gone) is not reported as another.
            while Terminal.isInterrupting { sleep(1) }
            Terminal.activity.stop()
            if let failure = UserFacingError(error) {
                Terminal.writeError("recipes: \(TerminalSanitizer.sanitizeLine(failure.message))")
                status = failure.status.rawValue
            } else {
                status = parserExit(error)
            }
        }
        // _exit, not exit, whether the command failed or not: other transfers of a fan-out may still
        // run on their own threads inside libcurl when one has failed the command, and exit's
        // teardown (atexit handlers, static destructors) must not run under them.
        // Our output is written unbuffered; stdio's buffers (all of them: fflush(nil)) are flushed in
        // case anything used them. A coverage build's profile is written here too, since _exit skips
        // the atexit handler that would write it (a no-op in other builds).
        fflush(nil)
        cinterrupt_write_coverage()
        _exit(status)
    }

    /// What ArgumentParser's `exit(withError:)` prints for help, `--version` or a completion script,
    /// printed the same way, without its `exit`: that would run atexit handlers and static
    /// destructors while libcurl may still be loading on another thread (CommandTree). A usage
    /// error is our one line and a hint (`UsageError`).
    private static func parserExit(_ error: Error) -> Int32 {
        let code = Recipes.exitCode(for: error)
        guard code != .success else {
            let text = HelpLayout.ownOptionsFirst(Recipes.fullMessage(for: error))
            guard !text.isEmpty else { return code.rawValue }
            do {
                try StandardStream.writeOutput(text + "\n")
            } catch {
                // Help to a full disk or a closed pipe fails as every command's output does (exit 73).
                let failure = UserFacingError(error)
                Terminal.writeError("recipes: \(TerminalSanitizer.sanitizeLine(failure?.message ?? "\(error)"))")
                return failure?.status.rawValue ?? ExitStatus.cannotWrite.rawValue
            }
            return code.rawValue
        }
        for line in UsageError(error).lines { Terminal.writeError(line) }
        return code.rawValue
    }
}
