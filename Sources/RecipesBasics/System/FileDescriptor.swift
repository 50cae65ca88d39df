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

/// Writes to a file descriptor with write(2), every byte, through short writes and EINTR.
package enum FileDescriptor {
    /// Nil when everything was written, else the errno of the write that failed.
    package static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// `text`'s UTF-8, straight from the string's storage (a `Data` copy would first look up, at
    /// run time, how to read a `String.UTF8View`).
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Marks every open descriptor above 2 close-on-exec, just before the tool starts a program of
    /// the person's (the pager, the browser): libraries open some without it (libcurl's socket pairs),
    /// and the program would hold them for as long as it runs. What the child needs it gets by dup2,
    /// which clears the mark on the copy.
    package static func keepOnlyStandardAcrossExec() {
        guard let directory = opendir("/proc/self/fd") ?? opendir("/dev/fd") else { return }
        defer { closedir(directory) }
        let own = dirfd(directory)
        while let entry = readdir(directory) {
            guard let descriptor = Int32(FolderNames.name(of: entry)), descriptor > 2, descriptor != own else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
