import ArgumentParser
import Foundation
import RecipesCore

/// Parses, runs, and maps every core error to its one-line message and exit code in one place.
@main
enum Entry {
    static func main() async {
        let interrupt = Interrupt.install()
        defer { interrupt.cancel() } // never reached past _exit, but holds the source alive until then
        var status = ExitStatus.success.rawValue
        do {
            var command = try Recipes.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            Terminal.activity.stop()
            guard let failure = UserFacingError(error) else { Recipes.exit(withError: error) }
            Terminal.writeError("recipes: \(TerminalSanitizer.sanitizeLine(failure.message))")
            status = failure.status.rawValue
        }
        // _exit, not exit, whether the command failed or not: a transfer abandoned mid-body (an
        // answer refused at the size limit, even one of several in `search`) may still have callbacks
        // in flight inside FoundationNetworking, which traps if they run during exit's teardown.
        // Our output is written unbuffered; stdio's buffers (all of them: fflush(nil)) are flushed in
        // case anything used them.
        fflush(nil)
        _exit(status)
    }
}
