#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this process is in its terminal's foreground: only then may it ask the terminal
/// anything or take its keys. A job started with `&`, or under `timeout` (its own process group),
/// is not: the terminal's answer would be read by the shell, and its keys by someone else.
public enum TerminalForeground {
    public static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group >= 0 && group == getpgrp()
    }
}
