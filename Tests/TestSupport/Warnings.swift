import Foundation

/// Warnings a store or a service gave, collected for a test to read.
package final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    package init() {}

    @Sendable package func append(_ line: String) { lock.withLock { lines.append(line) } }
    package var all: [String] { lock.withLock { lines } }
}
