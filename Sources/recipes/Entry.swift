import ArgumentParser
import Foundation
import RecipesCore

/// Parses, runs, and maps every core error to its one-line message and exit code in one place.
@main
enum Entry {
    static func main() async {
        do {
            var command = try Recipes.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard let failure = UserFacingError(error) else { Recipes.exit(withError: error) }
            Terminal.writeError("recipes: \(failure.message)")
            Recipes.exit(withError: ExitCode(failure.status.rawValue))
        }
    }
}
