import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipesCore
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C: stop at once with 130, removing any temp or lock file a write had in progress. While a
/// pager runs, the pager handles Ctrl-C itself.
enum Interrupt {
    static func install() -> DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            guard !Terminal.isPaging else { return }
            Terminal.activity.stop()
            PendingFiles.shared.removeAll()
            StandardStream.writeError("\n")
            _exit(ExitStatus.interrupted.rawValue)
        }
        source.resume()
        return source
    }
}
