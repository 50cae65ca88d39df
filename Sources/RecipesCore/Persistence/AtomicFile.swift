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
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try createFolder(folder)
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure(temp.path) }
        var done = false
        defer {
            if !done { unlink(temp.path) }
        }
        do {
            defer { close(fd) }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glue.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw failure(url.path)
                    }
                    offset += written
                }
            }
            guard fsync(fd) == 0 else { throw failure(url.path) }
        }
        guard rename(temp.path, url.path) == 0 else { throw failure(url.path) }
        done = true
        syncFolder(folder)
    }

    /// Creates the folder (and its parents) with mode 0700 if it does not exist.
    public static func createFolder(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw FileError.cannotWrite(path: folder.path, reason: "it exists and is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileError.cannotWrite(path: folder.path, reason: describe(error))
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
        if (error as NSError).code == NSFileWriteNoPermissionError { return "permission denied" }
        return "cannot be created"
    }
}

/// `write(2)` under one name on both platforms.
enum Glue {
    static func write(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, pointer, count)
        #else
        Darwin.write(fd, pointer, count)
        #endif
    }
}
