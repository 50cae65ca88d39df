import ArgumentParser
import Foundation
import RecipesCore

/// Options every data command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print a versioned JSON document instead of text (see Docs/JSON.md).")
    var json = false

    @Option(help: ArgumentHelp("Seconds one request may take, start to last byte.", valueName: "seconds"))
    var timeout: Double?

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be a number of seconds greater than 0 and at most 3600.")
        }
    }

    func settings() throws -> Settings {
        try Settings.resolve(environment: ProcessInfo.processInfo.environment, timeout: timeout)
    }
}
