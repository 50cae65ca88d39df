import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
