import ArgumentParser

/// The command tree, built only as far as a run needs. ArgumentParser builds every command's
/// configuration and reflects over its options before it parses, and at start-up that is most of
/// the time `recipes` spends (Docs/Performance.md).
///
/// `recipes desserts list` needs only the `list` command, so it is parsed as the root, with
/// `recipes desserts` as its super-command name: usage, help, `--version` and errors read exactly as
/// under the whole tree. A root with a super-command name also skips ArgumentParser's check for
/// `--generate-completion-script`, which reflects over two more commands on every run (about half
/// of `recipes --version`'s instructions). So the whole tree parses anything that is not a
/// top-level command's name (help, --version, completion requests, mistakes), a run that asks for
/// a completion script or a help dump anywhere, and any run that asks for help (`help`, `-h`,
/// `--help`): a branch's root would word the help's hints as if its parent were one word. Whatever the branch refuses is parsed again
/// under the whole tree (`parse`), so every error and help text is the whole tree's.
enum CommandTree {
    /// Parses `arguments` (without the executable's name) into the command to run.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if arguments == ["--version"] { return VersionCommand() }
        let (root, rootArguments) = root(for: arguments)
        guard root != Recipes.self else { return try Recipes.parseAsRoot(arguments) }
        do {
            return try root.parseAsRoot(rootArguments)
        } catch {
            return try Recipes.parseAsRoot(arguments)
        }
    }

    static func root(for arguments: [String]) -> (root: ParsableCommand.Type, arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-"), !arguments.contains("help"),
              !arguments.contains(where: { argument in wholeTreeOptions.contains { argument.hasPrefix($0) } }),
              !arguments.contains(where: helpFlags.contains),
              var command = Recipes.subcommands.first(where: { names(of: $0).contains(first) })
        else { return (Recipes.self, arguments) }
        var rest = Array(arguments.dropFirst())
        // `recipes desserts list` is parsed with `list` as the root: parsing `desserts` first would
        // make ArgumentParser reflect over `list` twice more, to see whether it takes pass-through
        // arguments (a sixth of an offline list's instructions).
        while let next = rest.first,
              let subcommand = command.configuration.subcommands.first(where: { names(of: $0).contains(next) }) {
            command = subcommand
            rest.removeFirst()
        }
        // `recipes favorites` is `recipes favorites list`, and ArgumentParser reflects over a default
        // subcommand twice more while parsing its parent: when no argument names another
        // subcommand, the default one is the root.
        if let standIn = command.configuration.defaultSubcommand,
           !rest.contains(where: Set(command.configuration.subcommands.flatMap(names(of:))).contains) {
            return (standIn, rest)
        }
        return (command, rest)
    }

    private static let helpFlags: Set<String> = ["-h", "--help", "-help"]

    /// ArgumentParser's own options that read the whole tree.
    private static let wholeTreeOptions = ["--generate-completion-script", "--experimental-dump-help"]

    /// A command's name and aliases. Reading them builds only that command's configuration.
    private static func names(of command: ParsableCommand.Type) -> [String] {
        let configuration = command.configuration
        return [configuration.commandName ?? ""] + configuration.aliases
    }
}

/// `recipes --version` on its own prints what ArgumentParser prints for it, without building the
/// whole tree to find that out (half of that run was ArgumentParser's completion-script probe).
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", shouldDisplay: false)

    func run() throws {
        try Terminal.write(Recipes.version + "\n")
    }
}

extension CommandConfiguration {
    /// A top-level command's configuration, ready to be parsed as the root of its own branch
    /// (`CommandTree`): named under `recipes` and versioned like it. Under the whole tree neither
    /// changes anything, since ArgumentParser reads both from the root of the parse.
    func topLevel() -> CommandConfiguration {
        var configuration = self
        configuration._superCommandName = Recipes.name
        configuration.version = Recipes.version
        return configuration
    }

    /// A subcommand's configuration, ready to be parsed as a root in the same way: named under its
    /// parent's whole name (`recipes cart add`).
    func nested(in parent: ParsableCommand.Type) -> CommandConfiguration {
        let parentConfiguration = parent.configuration
        var configuration = self
        configuration._superCommandName = [parentConfiguration._superCommandName, parentConfiguration.commandName]
            .compactMap { $0 }.joined(separator: " ")
        configuration.version = Recipes.version
        return configuration
    }
}
