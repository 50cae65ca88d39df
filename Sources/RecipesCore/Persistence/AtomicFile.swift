import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A local file or folder could not be read or written. Maps to exit 73 (write) or 65 (corrupt).
public enum FileError: Error, Equatable, Sendable {
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
}

/// Durable, atomic replacement of a whole file: write a temp file in the same folder, fsync it,
/// rename it over the target, fsync the folder. A crash leaves the old file or the new one, never a
/// mix. Folders are created 0700 and files 0600.
public enum AtomicFile {
    /// `durable: false` skips the two fsyncs: for the cache, where losing the newest entry in a
    /// power cut costs one request and the rename still keeps every reader away from a torn file.
    public static func write(_ data: Data, to url: URL, durable: Bool = true) throws {
        let folder = url.deletingLastPathComponent()
        try createFolder(folder)
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        PendingFiles.shared.add(temp.path)
        defer { PendingFiles.shared.remove(temp.path) }
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure(temp.path) }
        var done = false
        defer {
            if !done { unlink(temp.path) }
        }
        do {
            defer { close(fd) }
            if let failed = FileDescriptor.writeAll(data, to: fd) {
                errno = failed
                throw failure(url.path)
            }
            guard !durable || fsync(fd) == 0 else { throw failure(url.path) }
        }
        guard rename(temp.path, url.path) == 0 else { throw failure(url.path) }
        done = true
        if durable { syncFolder(folder) }
    }

    /// Creates the folder (and missing parents) with mode 0700 if it does not exist. A failure names
    /// the exact path that stood in the way and why.
    public static func createFolder(_ folder: URL) throws {
        var missing: [String] = []
        var path = folder.standardizedFileURL.path
        while true {
            var info = stat()
            if stat(path, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw FileError.cannotWrite(path: path, reason: "it is a file, not a folder")
                }
                break
            }
            guard errno == ENOENT || errno == ENOTDIR, path != "/" else { throw failure(path) }
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() where mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw failure(path)
        }
    }

    private static func syncFolder(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    static func failure(_ path: String) -> FileError {
        FileError.cannotWrite(path: path, reason: String(cString: strerror(errno)).lowercased())
    }

    static func describe(_ error: Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        switch (error as NSError).code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
        default: return "input/output error"
        }
    }
}
