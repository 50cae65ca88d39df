import ArgumentParser

/// The command tree, built only as far as a run needs. ArgumentParser builds every command's
/// configuration and reflects over its options before it parses, and at start-up that is most of
/// the time `recipes` spends (Docs/Performance.md). `recipes desserts list` needs only the
/// `desserts` branch: it is parsed under a root that has just that one top-level command, named
/// and versioned like the real root, so usage, help and errors read the same. Anything that is not
/// a top-level command's name (help, --version, completion scripts and requests, mistakes) gets the
/// whole tree.
enum CommandTree {
    static func root(for arguments: [String]) -> ParsableCommand.Type {
        guard let first = arguments.first, !first.hasPrefix("-"),
              let command = Recipes.subcommands.first(where: { names(of: $0).contains(first) })
        else { return Recipes.self }
        return command.narrowedRoot
    }

    /// A command's name and aliases. Reading them builds only that command's configuration.
    private static func names(of command: ParsableCommand.Type) -> [String] {
        let configuration = command.configuration
        return [configuration.commandName ?? ""] + configuration.aliases
    }
}

/// `recipes` with a single top-level command.
struct NarrowedRoot<Command: ParsableCommand>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Recipes.name, version: Recipes.version, subcommands: [Command.self])
    }
}

extension ParsableCommand {
    static var narrowedRoot: ParsableCommand.Type { NarrowedRoot<Self>.self }
}
