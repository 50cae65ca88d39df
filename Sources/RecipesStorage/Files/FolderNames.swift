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
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
