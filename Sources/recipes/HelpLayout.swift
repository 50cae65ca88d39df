/// The order of a command's help. ArgumentParser prints a titled option group (`GlobalOptions`, under
/// "Global Options") before the command's untitled OPTIONS; as gh does, a command's own options come
/// first and the ones every command shares after them, so the section is moved.
enum HelpLayout {
    static let globalHeading = "GLOBAL OPTIONS:"

    /// `help` with its GLOBAL OPTIONS section moved after its OPTIONS section; any other text as it is.
    static func ownOptionsFirst(_ help: String) -> String {
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let global = lines.firstIndex(of: globalHeading),
            let options = lines[global...].firstIndex(of: "OPTIONS:")
        else { return help }
        // A section runs to the next heading: a line at the left margin.
        let end = lines[(options + 1)...].firstIndex { !$0.isEmpty && !$0.hasPrefix(" ") } ?? lines.endIndex
        let globalSection = Array(lines[global..<options])
        lines.removeSubrange(global..<options)
        lines.insert(contentsOf: globalSection, at: end - globalSection.count)
        return lines.joined(separator: "\n")
    }
}
