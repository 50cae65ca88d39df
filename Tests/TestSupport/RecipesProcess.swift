import Foundation
import RecipesBasics
import Testing

/// Runs the built `recipes` binary as a separate process. Every run has a deadline: a process that
/// has not finished by then is killed with its process group and the run throws, so a stuck child
/// fails its own test at once instead of holding the whole suite.
public enum RecipesProcess {
    public struct Result: Sendable, CustomStringConvertible {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// How long the process ran, spawn to exit, as the thread that waited for it saw: not
        /// stretched by the test's own task waiting for a thread on a loaded machine.
        public var seconds: Double = 0

        public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// A process that outlived its deadline.
    public struct TimedOut: Error, CustomStringConvertible {
        public let command: [String]
        public let seconds: Double
        public let stdout: String
        public let stderr: String

        public var description: String {
            "\(command.joined(separator: " ")) did not finish within \(Int(seconds)) s and was killed\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
        }
    }

    /// Longer than any single run in the suite needs (the slowest, a lock wait, takes 10 s).
    public static let defaultDeadline: Double = 60

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

    /// Runs with exactly `environment` (plus PATH, and in a coverage run where to write the profile), standard input from /dev/null or `input`.
    public static func run(_ arguments: [String], environment: [String: String], input: Data? = nil) async throws -> Result {
        try await run(executable: binary, arguments, environment: environment, input: input)
    }

    /// `recipes` inside a real pseudo-terminal (util-linux `script`), as a person would run it.
    /// Returns what the terminal showed, with the terminal's \r\n turned back into \n.
    ///
    /// The spinner draws itself on the same terminal once work takes 150 ms, which a loaded machine
    /// reaches for any command; unless `keepActivity` asks for them, its drawings and its erasing are
    /// taken out, so a test asserts what the command printed however long it took.
    public static func runInTerminal(
        _ arguments: [String], environment: [String: String], input: Data? = nil,
        keepActivity: Bool = false
    ) async throws -> Result {
        let command = ([binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let result = try await run(
            executable: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
            environment: environment, input: input)
        let shown = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        return Result(
            status: result.status, stdout: keepActivity ? shown : withoutActivity(shown), stderr: result.stderr, seconds: result.seconds)
    }

    /// `text` without the spinner's lines ("\r⠋ loading… 2/6\e[K") and the "\r\e[K" that erases them.
    public static func withoutActivity(_ text: String) -> String {
        text.replacingOccurrences(of: "\r[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] loading…[^\r\n\u{1B}]*\u{1B}\\[K", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r\u{1B}[K", with: "")
    }

    public static func run(
        executable: URL, _ arguments: [String], environment: [String: String], input: Data?,
        deadline seconds: Double = defaultDeadline
    ) async throws -> Result {
        let prepared = childEnvironment(environment)
        let child = try spawn(
            executable: executable, arguments, environment: prepared,
            stdin: input.map { .bytes($0) } ?? .null, stdout: .capture, stderr: .capture)
        let done = await child.finish(deadline: Date().addingTimeInterval(seconds))
        let asked = publicHostsAsked(by: prepared)
        if !asked.isEmpty {
            Issue.record("recipes \(arguments.joined(separator: " ")) asked a public host: \(asked.joined(separator: ", "))")
        }
        let stdout = String(decoding: done.stdout, as: UTF8.self)
        let stderr = String(decoding: done.stderr, as: UTF8.self)
        if done.timedOut {
            throw TimedOut(command: [executable.lastPathComponent] + arguments, seconds: seconds, stdout: stdout, stderr: stderr)
        }
        let ran = child.started.duration(to: done.ended).components
        return Result(
            status: done.status, stdout: stdout, stderr: stderr, seconds: Double(ran.seconds) + Double(ran.attoseconds) / 1e18)
    }

    /// Runs `recipes` and measures its own peak resident memory, in kilobytes, through the
    /// `peak-memory` probe built beside it (Tests/PeakMemory/main.swift says why a probe).
    public static func measure(_ arguments: [String], environment: [String: String]) async throws -> (Result, maxResidentKB: Int) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let probe = binary.deletingLastPathComponent().appendingPathComponent("peak-memory")
        let result = try await run(executable: probe, [report.path, binary.path] + arguments, environment: environment, input: nil)
        guard let kilobytes = Int((try? String(contentsOf: report, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        else {
            throw CocoaError(
                .fileReadCorruptFile,
                userInfo: [NSFilePathErrorKey: report.path, NSLocalizedDescriptionKey: "peak-memory wrote no report: \(result)"])
        }
        return (result, kilobytes)
    }

    /// Starts `recipes` in its own process group, for tests that signal it.
    public static func launch(_ arguments: [String], environment: [String: String]) throws -> ChildProcess {
        try spawn(executable: binary, arguments, environment: environment, stdin: .null, stdout: .null, stderr: .null)
    }

    /// In a coverage run (`swift test --enable-code-coverage`, which sets `LLVM_PROFILE_FILE` for the
    /// test runner) each child writes its counters one file per process (`%p`; `%m` merges rather
    /// than overwrites should a pid come round again) in `codecov-children/`, beside the runner's
    /// folder, where Scripts/coverage merges them. Not in the runner's own folder: SwiftPM merges that
    /// one after the run and fails the whole run on one bad file, and a child a test kills while it
    /// writes its counters leaves one. Otherwise children get no such variable.
    package static let childProfile: String? = {
        guard let own = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"], !own.isEmpty else { return nil }
        let children = URL(fileURLWithPath: own).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "codecov-children")
        try? FileManager.default.createDirectory(at: children, withIntermediateDirectories: true)
        return children.appendingPathComponent("recipes%m.%p.profraw").path
    }()

    /// `environment` as every `recipes` this support starts gets it: with a PATH, and in a coverage
    /// run its own profile file. For a test that starts the binary through `ChildProcess` itself.
    public static func childEnvironment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment["PATH"] = environment["PATH"] ?? "/usr/bin:/bin"
        // No child reaches a public host. The stubs move the samples' pictures to their own address
        // (`withLocalPictures` in the end-to-end tests), and anything else a child asks of a host
        // other than localhost goes, as libcurl sends it for any user behind a proxy, to
        // `publicHostTrap`: a server on this machine that forwards nothing and answers 502. Each run
        // names itself to it (the proxy's user), and `run` fails the test whose child asked.
        // The servers the tests start are reached as localhost, directly (no_proxy). A test that
        // names a proxy or no_proxy itself keeps its own.
        let proxies = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]
        if !proxies.contains(where: { environment[$0] != nil }) {
            let trap = "http://run-\(UUID().uuidString):trap@127.0.0.1:\(publicHostTrap?.port ?? 9)"
            environment["http_proxy"] = trap
            environment["https_proxy"] = trap
            environment["no_proxy"] = "localhost,127.0.0.1,::1"
        }
        if let childProfile, environment["LLVM_PROFILE_FILE"] == nil { environment["LLVM_PROFILE_FILE"] = childProfile }
        // A sanitizer run (`swift test --sanitize=address`, say) hands its options to each child: where
        // to write a report, and no leak report on the stderr the tests compare.
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] where environment[name] == nil {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    /// The proxy every child gets: it records what it is asked, forwards nothing, and answers 502.
    static let publicHostTrap: LoopbackServer? = try? LoopbackServer(readingBodies: false) { _ in .status(502, "not forwarded") }

    /// What the child run with `environment` asked of the trap (the request lines: a CONNECT names
    /// the host), found by the user its proxy address names.
    static func publicHostsAsked(by environment: [String: String]?) -> [String] {
        guard let trap = publicHostTrap, let proxy = environment?["https_proxy"], proxy.contains("run-"),
            let credentials = URL(string: proxy).flatMap({ url in url.user.map { "\($0):\(url.password ?? "")" } })
        else { return [] }
        let expected = "Basic " + Data(credentials.utf8).base64EncodedString()
        return trap.requests.filter { $0.headers["proxy-authorization"] == expected }.map { "\($0.method) \($0.target)" }
    }

    private static func spawn(
        executable: URL, _ arguments: [String], environment: [String: String],
        stdin: ChildProcess.Input, stdout: ChildProcess.Output, stderr: ChildProcess.Output
    ) throws -> ChildProcess {
        try ChildProcess.spawn(
            executable.path, arguments, environment: childEnvironment(environment), stdin: stdin, stdout: stdout, stderr: stderr)
    }
}

extension ChildProcess {
    /// Waits on a plain thread, so the blocking wait never takes a thread from Swift's cooperative
    /// pool, which the in-process servers and the other tests need.
    public func finish(deadline: Date = Date().addingTimeInterval(RecipesProcess.defaultDeadline)) async -> Termination {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.wait(deadline: deadline)) }.start()
        }
    }
}
