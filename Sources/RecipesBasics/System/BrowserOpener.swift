#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a link in the person's browser through the system's opener (`xdg-open` on Linux, `open` on
/// macOS), found on PATH and run with an argument vector: no shell ever sees the link.
public enum BrowserOpener {
    #if canImport(Darwin)
    public static let program = "open"
    #else
    public static let program = "xdg-open"
    #endif

    public enum Outcome: Equatable, Sendable {
        case opened
        /// No opener on PATH (or it could not be started).
        case noOpener
        /// The opener ran and reported failure with this exit status.
        case failed(Int32)
    }

    /// Runs `program url` and waits for it. The caller checks the link first (`SafeLink`).
    public static func open(_ url: String, program: String = program) -> Outcome {
        precondition(SafeLink.isSafe(url), "only safe http(s) links reach the opener")
        let words = [program, url]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        FileDescriptor.keepOnlyStandardAcrossExec()
        // posix_spawnp searches PATH itself, as a shell would, without a shell.
        guard posix_spawnp(&pid, program, nil, nil, argv, environ) == 0 else { return .noOpener }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS by hand: the macros are not imported into Swift.
        let signalled = status & 0x7F != 0
        let code = (status >> 8) & 0xFF
        if signalled { return .failed(128 + (status & 0x7F)) }
        // 127 is a shell's "not found"; posix_spawnp on glibc reports a missing program this way.
        if code == 127 { return .noOpener }
        return code == 0 ? .opened : .failed(code)
    }
}
