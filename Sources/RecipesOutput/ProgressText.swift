#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the activity line says of a fan-out or a sync: the counts, a bar, and the time left once a
/// second of work tells the pace ("12/76 [###-------------] about 9 s left").
public enum ProgressText {
    public static let barWidth = 16

    /// `elapsed`: seconds since the first answer was counted.
    public static func line(done: Int, total: Int, elapsed: Double) -> String {
        let total = max(total, done, 1)
        let filled = min(barWidth, barWidth * done / total)
        var text = "\(done)/\(total) [" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]"
        if done > 0, done < total, elapsed >= 1 {
            let left = elapsed * Double(total - done) / Double(done)
            text += " about " + (left < 90 ? "\(Int(left.rounded(.up))) s" : "\(Int((left / 60).rounded(.up))) min") + " left"
        }
        return text
    }
}
