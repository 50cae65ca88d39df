import RecipesBasics

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

/// Reading a file another program may change at any moment (favorites.json, the cart, the cache):
/// into memory, never mapped. A mapping of a file that is truncated or rewritten in place kills the
/// reader with SIGBUS; a copy cannot. Only a regular file is read (a FIFO or a device would block or
/// never end), a file that changed while it was read is read again, and one that keeps changing is
/// one clear error.
public enum FileContents {
    /// The most a store file may hold: favorites at 20,000 are far below it.
    public static let largest = 512 * 1024 * 1024

    /// The bytes, or nil when there is no file. `followLinks: false` treats a symlink as no file to
    /// read (the cache, whose entries the tool alone writes). Throws `FileError.cannotRead`.
    public static func read(_ url: URL, followLinks: Bool = true, largest: Int = largest) throws -> Data? {
        let path = url.path
        for _ in 0..<3 {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
            guard fd >= 0 else {
                if errno == ENOENT { return nil }
                if errno == ELOOP && !followLinks { throw FileError.cannotRead(path: path, reason: "it is a symbolic link") }
                throw FileError.cannotRead(path: path, reason: String(cString: strerror(errno)).lowercased())
            }
            defer { close(fd) }
            var before = stat()
            guard fstat(fd, &before) == 0 else {
                throw FileError.cannotRead(path: path, reason: String(cString: strerror(errno)).lowercased())
            }
            guard (before.st_mode & S_IFMT) == S_IFREG else { throw FileError.cannotRead(path: path, reason: kind(of: before.st_mode)) }
            guard Int(before.st_size) <= largest else {
                throw FileError.cannotRead(path: path, reason: "it is larger than \(largest / 1_048_576) MB")
            }
            guard let data = readAll(fd, expected: Int(before.st_size), largest: largest) else {
                throw FileError.cannotRead(path: path, reason: String(cString: strerror(errno)).lowercased())
            }
            var after = stat()
            if fstat(fd, &after) == 0, unchanged(before, after), data.count == Int(after.st_size) { return data }
            // Rewritten in place while we read: the bytes may be half of each version. Read again.
        }
        throw FileError.cannotRead(path: path, reason: "it kept changing while it was read; try again")
    }

    private static func readAll(_ fd: Int32, expected: Int, largest: Int) -> Data? {
        var data = Data(count: expected + 1)
        var count = 0
        while true {
            if count == data.count {
                guard data.count <= largest else { return data } // grew past the limit: the size check after says it changed
                data.count = min(largest + 1, data.count * 2)
            }
            let read = data.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        data.count = count
        return data
    }

    static func unchanged(_ before: stat, _ after: stat) -> Bool {
        before.st_size == after.st_size && before.st_ino == after.st_ino && seconds(before) == seconds(after)
    }

    /// When the file was last written, as the system keeps it: compared whole, never multiplied.
    private static func seconds(_ info: stat) -> [Int] {
        #if canImport(Darwin)
        return [info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec]
        #else
        return [info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
        #endif
    }

    /// When the file was last written, in nanoseconds since 1970, held at the ends of `Int` past
    /// what 64 bits hold (`FileStamp.nanoseconds`): a file dated 2300 never traps.
    static func modified(_ info: stat) -> Int {
        #if canImport(Darwin)
        return Int(FileStamp.nanoseconds(Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)))
        #else
        return Int(FileStamp.nanoseconds(Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)))
        #endif
    }

    /// Whether `url` names something that is there but is no regular file (a device, a folder, a pipe).
    public static func isNotAFile(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
    }

    /// What a path that is not a regular file is, as an error says it.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "it is a folder, not a file"
        case S_IFCHR, S_IFBLK: "it is a device, not a file"
        case S_IFIFO: "it is a pipe, not a file"
        case S_IFSOCK: "it is a socket, not a file"
        default: "it is not a regular file"
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#else
private let systemRead = Darwin.read
#endif
