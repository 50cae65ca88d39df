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

/// A file a person names for output (`favorites export --output`). A regular file, or one not there
/// yet, is replaced atomically (`AtomicFile`). Anything else that exists — a pipe (`>(wc -c)`, a
/// FIFO), a terminal, a device such as `/dev/null` — is written into as it is, the way a shell's `>`
/// does: renaming a temp file over it would replace the device or the pipe with a regular file.
public enum OutputFile {
    /// True for an existing path (links followed) that is neither a regular file nor a folder.
    public static func isSpecial(_ url: URL) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    public static func write(_ data: Data, to url: URL) throws {
        guard isSpecial(url) else { return try AtomicFile.write(data, to: url, createFolders: false) }
        let descriptor = open(url.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFile.failure(url.path) }
        defer { close(descriptor) }
        if let error = FileDescriptor.writeAll(data, to: descriptor) {
            throw FileError.cannotWrite(path: url.path, reason: String(cString: strerror(error)).lowercased())
        }
    }
}
