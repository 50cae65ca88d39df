import Foundation

/// Runs the built `recipes` binary as a separate process, on a plain thread so the blocking waits
/// never take a thread from Swift's cooperative pool (which the in-process servers need).
public enum RecipesProcess {
    public struct Result: Sendable, CustomStringConvertible {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The binary next to the test bundle: `swift build` puts both in the same products folder.
    public static let binary: URL = {
        if let override = ProcessInfo.processInfo.environment["RECIPES_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var candidates = [Bundle.main.bundleURL]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for folder in candidates {
            let url = folder.appendingPathComponent("recipes")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("cannot find the built recipes binary near \(candidates); set RECIPES_BINARY")
    }()

    /// Runs with exactly `environment` (plus PATH), standard input from /dev/null or `input`.
    public static func run(_ arguments: [String], environment: [String: String], input: Data? = nil) async throws -> Result {
        try await run(executable: binary, arguments, environment: environment, input: input)
    }

    /// `recipes` inside a real pseudo-terminal (util-linux `script`), as a person would run it.
    /// Returns what the terminal showed, with the terminal's \r\n turned back into \n.
    public static func runInTerminal(_ arguments: [String], environment: [String: String], input: Data? = nil) async throws -> Result {
        let command = ([binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let result = try await run(executable: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                                   environment: environment, input: input)
        return Result(status: result.status, stdout: result.stdout.replacingOccurrences(of: "\r\n", with: "\n"), stderr: result.stderr)
    }

    public static func run(executable: URL, _ arguments: [String], environment: [String: String], input: Data?) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do {
                    continuation.resume(returning: try runBlocking(executable: executable, arguments, environment: environment, input: input))
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    private static func runBlocking(executable: URL, _ arguments: [String], environment: [String: String], input: Data?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = environment
        environment["PATH"] = environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            Thread {
                stdin.fileHandleForWriting.write(input)
                try? stdin.fileHandleForWriting.close()
            }.start()
        }
        let errorBytes = ByteBox()
        let reader = Thread { errorBytes.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputBytes = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorBytes.isSet { usleep(1_000) }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputBytes, as: UTF8.self),
            stderr: String(decoding: errorBytes.value, as: UTF8.self)
        )
    }
}

private final class ByteBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ data: Data) { lock.withLock { self.data = data } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}
