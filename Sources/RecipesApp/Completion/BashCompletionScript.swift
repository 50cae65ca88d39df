/// The bash completion script, from the one ArgumentParser generates, with the two changes that
/// make names complete as they are meant.
///
/// ArgumentParser registers the function with `complete -o filenames` and passes a command's
/// candidates through `compgen -W`. Together they broke names: `compgen -W` expands each word
/// (`$(...)` included) and matches it against the typed word with its quotes removed, and
/// `-o filenames` quotes what is inserted again, but bash 5.2 leaves `$` and backticks unquoted
/// there, so a server's name could run when the line did. Here the function is registered with
/// `complete -F` alone, and the candidates `recipes ---completion` prints, already filtered and
/// quoted for the command line (`CompletionWord`), go into `COMPREPLY` as they are. Nothing of the
/// script completes file names, which is all `-o filenames` is for.
public enum BashCompletionScript {
    public enum PatchError: Error, Equatable {
        /// ArgumentParser's script no longer reads the way this patch expects.
        case unexpectedScript(String)
    }

    static let registration = "complete -o filenames -F _recipes recipes"
    static let customCandidates = #"__recipes_add_completions -W "$(__recipes_custom_complete "#
    static let addCompletionsDefinition = "__recipes_add_completions() {"

    static let addWordsDefinition = """
        __recipes_add_words() {
            local word
            while IFS='' read -r word; do
                [[ -n "${word}" ]] && COMPREPLY+=("${word}")
            done <<< "${1}"
        }


        """

    public static func patched(_ generated: String) throws -> String {
        guard generated.contains(registration) else { throw PatchError.unexpectedScript("no `\(registration)`") }
        guard generated.contains(customCandidates) else { throw PatchError.unexpectedScript("no custom completion through compgen -W") }
        guard let definition = generated.firstRange(of: addCompletionsDefinition) else {
            throw PatchError.unexpectedScript("no __recipes_add_completions")
        }
        var script = generated
        script.insert(contentsOf: addWordsDefinition, at: definition.lowerBound)
        script = script.replacing(customCandidates, with: #"__recipes_add_words "$(__recipes_custom_complete "#)
        return script.replacing(registration, with: "complete -F _recipes recipes")
    }
}
