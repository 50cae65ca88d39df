import Foundation

/// Screen lines without the selection's reverse video, to compare with the text a person reads.
package func plain(_ lines: [String]) -> [String] {
    lines.map { $0.replacingOccurrences(of: "\u{1B}[7m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") }
}
