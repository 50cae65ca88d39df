import Foundation

/// The real API samples in the repository's Fixtures/ folder.
public enum Fixtures {
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("Fixtures")

    public static func data(_ name: String) -> Data {
        do {
            return try Data(contentsOf: folder.appendingPathComponent(name))
        } catch {
            fatalError("missing fixture \(name): \(error)")
        }
    }

    public static func text(_ name: String) -> String {
        String(decoding: data(name), as: UTF8.self)
    }
}
