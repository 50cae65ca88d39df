#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder, by `readdir`: what `FileManager.contentsOfDirectory` gives, without the
/// ~0.35 M instructions its first use costs a run (its error and attribute machinery), on the path
/// of every offline list.
package enum FolderNames {
    /// Every name but `.` and `..`, in the folder's order; nil when the folder cannot be opened
    /// (missing, not a folder, unreadable).
    package static func list(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = name(of: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// An entry's name, read where it lies, up to its NUL. readdir's records are as long as their
    /// name (`d_reclen`), not `sizeof(struct dirent)`: copying the struct (`entry.pointee.d_name`)
    /// reads past the last record of readdir's buffer, into memory that may not be mapped (a SIGSEGV
    /// in `cocktail list --offline` once a sync had filled the cache folder).
    package static func name(of entry: UnsafePointer<dirent>) -> String {
        let start = UnsafeRawPointer(entry) + nameOffset
        return String(cString: start.assumingMemoryBound(to: CChar.self))
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
}
