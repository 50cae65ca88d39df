import CInterrupt
import RecipesBasics
import RecipesPictures
import RecipesStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C: stop at once with 130, removing any temp or lock file a write had in progress, and
/// saying what a person must know (`InterruptNotice`: an order that may have gone out). SIGTERM and
/// SIGHUP do the same and end the process by their signal (143, 129). While a pager runs, the pager
/// handles Ctrl-C itself.
///
/// A signal handler in C (`CInterrupt`) writes a byte to a pipe, and one small thread of ours reads
/// it and does the rest, in code that may take locks and allocate. A dispatch signal source did the
/// same, but made libdispatch start its manager and worker threads on every run (about a
/// millisecond of every start; Docs/PerformanceLog.md). The handler takes the signal whichever thread
/// it lands on, so no thread's signal mask matters (blocking SIGINT and `sigwait`ing failed while
/// `main` was async: libdispatch parked the main thread in `sigsuspend`, which lets every signal in).
public enum Interrupt {
    public static func install() {
        let pipe = cinterrupt_install()
        guard pipe >= 0 else { return } // no handler: Ctrl-C keeps its default action, ending the process
        let started = DetachedThread.spawn(stackSize: 256 * 1024) {
            var byte: UInt8 = 0
            while true {
                let count = read(pipe, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                let signal = Int32(byte)
                if Terminal.isPaging && signal == SIGINT { continue }
                Terminal.markInterrupting()
                Terminal.activity.stop()
                FullScreen.leave() // browse's raw mode and alternate screen, if they are up
                DeviceAttributes.restore() // a picture's terminal query in progress: the terminal's modes back
                // The notice first: a sync's takes its counts before it ends the writes itself, so a
                // write refused from here on is never counted as kept.
                let notice = InterruptNotice.shared.current
                PendingFiles.shared.endWrites()
                // Checkout's POST in flight: the shop may already have the order, and a bare newline would hide it.
                StandardStream.writeError("\n" + (notice.map { "recipes: \($0)\n" } ?? ""))
                cinterrupt_write_coverage() // a coverage build's profile, which _exit would skip
                if signal == SIGINT { _exit(ExitStatus.interrupted.rawValue) }
                cinterrupt_die_of(signal) // SIGTERM, SIGHUP: ended by that signal, as the shell expects
            }
        }
        if !started { signal(SIGINT, SIG_DFL) } // no reader for the pipe: the default action ends the process
    }

    /// While a pager runs: Ctrl-C is ignored here, and the pager, which inherits that, handles it.
    static func ignore(_ ignoring: Bool) {
        cinterrupt_ignore(ignoring ? 1 : 0)
    }
}
