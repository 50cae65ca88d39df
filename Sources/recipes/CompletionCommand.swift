import ArgumentParser
import RecipesApp

extension CompletionShellKind: ExpressibleByArgument {}

/// `recipes completion bash|zsh|fish`: the completion script, as `--generate-completion-script`
/// prints it, under a name that completes itself (the shells' names are its values).
struct CompletionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "completion",
        abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: """
            The same script as `recipes --generate-completion-script SHELL`. It completes commands, \
            options, and ids, names and values from favorites and the cached lists, never the network.

            Examples:
              mkdir -p ~/.local/share/bash-completion/completions && recipes completion bash > ~/.local/share/bash-completion/completions/recipes
              mkdir -p ~/.zfunc && recipes completion zsh > ~/.zfunc/_recipes
              mkdir -p ~/.config/fish/completions && recipes completion fish > ~/.config/fish/completions/recipes.fish
            """
    ).topLevel()

    @OptionGroup(title: "Global Options") var options: GlobalOptions
    @Argument(help: "bash, zsh or fish.") var shell: CompletionShellKind

    func run() throws {
        switch shell {
        case .bash: try BashCompletionScriptCommand().run()
        case .zsh: try Terminal.write(Recipes.completionScript(for: .zsh) + "\n")
        case .fish: try Terminal.write(Recipes.completionScript(for: .fish) + "\n")
        }
    }
}
