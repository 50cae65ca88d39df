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

/// Durable, atomic replacement of a whole file: write a temp file in the same folder, fsync it,
/// rename it over the target, fsync the folder. A crash leaves the old file or the new one, never a
/// mix. Folders are created 0700 and files 0600. A target that is a symlink (a dotfiles setup) is
/// written through: the temp file goes beside the file the link points to, and the link stays.
public enum AtomicFile {
    /// `durable: false` skips the two fsyncs: for the cache, where losing the newest entry in a
    /// power cut costs one request and the rename still keeps every reader away from a torn file.
    /// `createFolders: false` for a path the person typed (`favorites export --output`): a folder
    /// that is not there is an error, as it is for `cp`, not a folder made from a typo.
    /// `followLinks: false` for files only the tool writes (cache entries, pictures): a symlink
    /// planted in their place is replaced by the new file, never written through.
    public static func write(_ data: Data, to url: URL, durable: Bool = true, createFolders: Bool = true, followLinks: Bool = true) throws {
        try stage(data, for: url, durable: durable, createFolders: createFolders, followLinks: followLinks).commit()
    }

    /// The new bytes written and synced beside the target, not yet in its place: everything that
    /// can fail for want of space or permission has been tried. `commit()` puts them in place with
    /// one rename; `discard()` (or dropping the value) leaves the target exactly as it was.
    public final class Staged: @unchecked Sendable {
        public let target: URL
        private let temp: String
        private let durable: Bool
        private let pending: PendingFiles
        /// Where the target's old version is kept once the new one is in place (`Spare`), or nil.
        private let spare: String?
        private var done = false

        fileprivate init(target: URL, temp: String, durable: Bool, pending: PendingFiles, spare: String? = nil) {
            self.target = target
            self.temp = temp
            self.durable = durable
            self.pending = pending
            self.spare = spare
        }

        deinit { discard() }

        public func commit() throws {
            guard !done else { return }
            guard pending.commit(temp, over: target.path, keepingOldAt: spare) else {
                let failure = AtomicFile.failure(target.path)
                discard()
                throw failure
            }
            done = true
            if durable { syncFolder(target.deletingLastPathComponent()) }
        }

        public func discard() {
            guard !done else { return }
            done = true
            unlink(temp)
            pending.remove(temp)
        }
    }

    /// Writes `data` to a temp file beside `url`'s real target (following symlinks), synced when `durable`.
    public static func stage(
        _ data: Data, for url: URL, durable: Bool = true, createFolders: Bool = true,
        followLinks: Bool = true
    ) throws -> Staged {
        try stage(for: url, durable: durable, createFolders: createFolders, followLinks: followLinks) {
            FileDescriptor.writeAll(data, to: $0)
        }
    }

    /// `write(_:to:)` of bytes spliced from the file's old ones (`SplicedBytes`), each part written
    /// from where it is, the disk started on them as they are written (`EarlyWriteback`): the fsync
    /// then waits for the last of them only.
    /// A file of `Spare.from` bytes or more is written into its spare, when it has one.
    /// Throws `SplicedBytes.Disagreed` when the bytes' `check` fails: nothing is put in place.
    package static func write(_ spliced: SplicedBytes, to url: URL, spareFrom: Int = Spare.from) throws {
        let target = resolvingSymlinks(url)
        let spare = Spare.path(of: target)
        let staged: Staged
        let size = spliced.count
        var disagreed = false
        let write = { (descriptor: Int32) -> Int32? in
            let failed = spliced.write(to: descriptor, startingWriteback: true)
            if failed == SplicedBytes.disagreed { disagreed = true }
            return failed
        }
        do {
            if size >= spareFrom, Spare.canExchange {
                staged =
                    try Spare.stage(at: spare, for: target, size: size, write: write)
                    ?? stage(for: target, durable: true, createFolders: true, followLinks: false, spare: spare, write: write)
            } else {
                Spare.remove(spare)
                staged = try stage(for: target, durable: true, createFolders: true, followLinks: false, write: write)
            }
        } catch {
            if disagreed { throw SplicedBytes.Disagreed() }
            // A write that failed before its check was done (a read-only folder, a full disk, a
            // file that could not be read) first finishes the check, reading only: a file that is
            // not what the bytes were made from is a change to make again, not this error, and a
            // reading that fails says so itself.
            if let check = spliced.check, case .file(let file) = spliced.source, try !check(file, { _, _ in true }) {
                throw SplicedBytes.Disagreed()
            }
            throw error
        }
        guard spliced.sourceUnchanged else {
            staged.discard()
            throw FileError.cannotRead(path: url.path, reason: "it kept changing while it was read; try again")
        }
        try staged.commit()
    }

    /// A temp file beside `url`'s real target that `write` fills (nil, or the errno of a failed write).
    /// `pending`: where the temp file is listed until it takes its place (tests give their own).
    static func stage(
        for url: URL, durable: Bool, createFolders: Bool, followLinks: Bool, pending: PendingFiles = .shared,
        spare: String? = nil, write: (Int32) -> Int32?
    ) throws -> Staged {
        let target = followLinks ? resolvingSymlinks(url) : url
        let folder = target.deletingLastPathComponent()
        // Folders are made only for the path asked for. A symlink in its place is written through
        // to where it points, which is never made to exist: a dangling one may point anywhere.
        if createFolders, target == url {
            try createFolder(folder)
        } else {
            var info = stat()
            guard stat(folder.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                let reason =
                    target == url
                    ? "there is no folder \(folder.path)" : "it is a symbolic link to \(target.path), in a folder that does not exist"
                throw FileError.cannotWrite(path: url.path, reason: reason)
            }
        }
        let temp = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        pending.add(temp)
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            pending.remove(temp)
            throw failure(temp)
        }
        let staged = Staged(target: target, temp: temp, durable: durable, pending: pending, spare: spare)
        defer { close(fd) }
        if let failed = write(fd) {
            errno = failed
            throw failure(target.path)
        }
        guard !durable || fsync(fd) == 0 else { throw failure(target.path) }
        return staged
    }

    /// A large file's previous version, kept beside it as `.<name>.spare` so that the next change is
    /// written over it and swapped into place (Linux: `renameat2` with `RENAME_EXCHANGE`), instead
    /// of a new file made and the old one deleted. At 20,000 favorites (41 MiB) the kernel then
    /// neither frees the old file's 10,000 pages and blocks, which the last `close` of it paid for,
    /// nor finds blocks for the new one: the change costs the bytes it writes and their fsync.
    /// The swap is atomic and the spare is synced before it, so a crash still leaves the old file
    /// or the new one. Below `from` bytes nothing is kept, and a spare left from a larger file is
    /// removed. Only a spare that is a plain file of this user's, with no other name, and old
    /// enough that writing it gives it a new modification time (`isOldEnough`) is written over: a
    /// reader still holding it open from when it was the file sees its time change, and reads again.
    package enum Spare {
        /// 4 MiB: about 2,000 favorites. Smaller files cost little to make and delete.
        package static let from = 4 << 20

        package static func path(of target: URL) -> String {
            target.deletingLastPathComponent().path + "/.\(target.lastPathComponent).spare"
        }

        /// The new bytes written over the spare at `path` and synced, ready to be swapped in; nil
        /// when there is no spare fit to write over (then a temp file is made, as for any write).
        /// `size`: how many bytes `write` writes; the spare is cut to it first, so the kernel
        /// never waits on bytes it has just been asked to write out.
        static func stage(
            at path: String, for target: URL, size: Int, pending: PendingFiles = .shared, now: Int64 = FileStamp.now(),
            write: (Int32) -> Int32?
        ) throws -> Staged? {
            guard canExchange else { return nil }
            let fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1, info.st_uid == geteuid(),
                isOldEnough(FileStamp(info), now: now),
                // The swap that made it the spare is on the disk before a byte of it is written
                // over: had the last change's sync of the folder failed, a crash could otherwise
                // find favorites.json still naming these bytes, half written.
                syncedFolder(target.deletingLastPathComponent()),
                // A spare that cannot be made this file's mode, or cut to its size (a file system
                // that refuses either), is passed over for a temp file, not a failed change.
                fchmod(fd, 0o600) == 0, ftruncate(fd, off_t(size)) == 0
            else { return nil }
            pending.add(path)
            let staged = Staged(target: target, temp: path, durable: true, pending: pending, spare: path)
            if let failed = write(fd) {
                errno = failed
                throw failure(target.path)
            }
            guard lseek(fd, 0, SEEK_CUR) == off_t(size) else {
                errno = EIO
                throw failure(target.path)
            }
            guard fsync(fd) == 0 else { throw failure(target.path) }
            return staged
        }

        /// Whether a file of `stamp`, written now, gets a modification time other than the one it
        /// has, whatever the file system keeps of times: readers tell a file rewritten where it
        /// stands by that time alone. Its last change must be in an earlier tick of the clock files
        /// are stamped with (`isSettled`), and older than the coarsest times a file system keeps:
        /// 20 ms where its time has a part below the second (exFAT keeps 10 ms), 2 s where it is a
        /// whole second (ext4 with small inodes keeps seconds, FAT two).
        static func isOldEnough(_ stamp: FileStamp, now: Int64) -> Bool {
            let margin: Int64 = stamp.modified % 1_000_000_000 == 0 ? 2_000_000_000 : 20_000_000
            return stamp.isSettled(before: now) && max(stamp.modified, stamp.changed) <= now - margin
        }

        /// Removes the spare at `path`, if there is one (a symlink in its place is removed, never
        /// followed): the file has become small, or was written whole.
        static func remove(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, [S_IFREG, S_IFLNK].contains(info.st_mode & S_IFMT) else { return }
            unlink(path)
        }

        /// Swaps the files `first` and `second` name, atomically: false when the system or the file
        /// system cannot, or either is missing.
        static func exchange(_ first: String, _ second: String) -> Bool {
            #if os(Linux)
            guard let renameAt2 else { return false }
            return renameAt2(AT_FDCWD, first, AT_FDCWD, second, 2) == 0 // RENAME_EXCHANGE
            #else
            return false
            #endif
        }

        /// Whether this system can swap two files' names.
        static var canExchange: Bool {
            #if os(Linux)
            renameAt2 != nil
            #else
            false
            #endif
        }

        #if os(Linux)
        /// glibc's `renameat2`, looked up once: the Glibc module declares it only for `_GNU_SOURCE`.
        private static let renameAt2: RenameAt2? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()

        private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        #endif
    }

    /// How old a temp file of ours must be before a later write takes it for one a killed process
    /// left: far longer than any write takes.
    static let staleAfter: TimeInterval = 60

    /// Removes the temp files (`.<name>.<UUID>.tmp`) that writes of `url` left when their process was
    /// killed, older than a minute. Called under the file's lock, so no write of it is under way;
    /// the age keeps clear of one that started just before. Returns how many were removed.
    @discardableResult
    public static func removeStaleTemporaries(of url: URL, now: Date = Date()) -> Int {
        let target = resolvingSymlinks(url)
        let folder = target.deletingLastPathComponent().path
        let prefix = ".\(target.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4)
            guard UUID(uuidString: String(middle)) != nil else { continue } // not a name we make
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = Double(info.st_mtimespec.tv_sec)
            #else
            let modified = Double(info.st_mtim.tv_sec)
            #endif
            guard now.timeIntervalSince1970 - modified > staleAfter else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// The file a path finally names: symlinks followed (relative ones from their own folder), at
    /// most 32 deep. A path that is not a link, or does not exist yet, is itself.
    static func resolvingSymlinks(_ url: URL) -> URL {
        var current = url
        for _ in 0..<32 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current.path, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }

    /// The nearest existing part of `folder`'s path when it is not a folder, or nil.
    static func fileInPlaceOfFolder(_ folder: URL) -> String? {
        var path = folder.standardizedFileURL.path
        while path != "/" {
            var info = stat()
            if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR ? nil : path }
            path = parent(of: path)
        }
        return nil
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
            path = parent(of: path)
        }
        for path in missing.reversed() where mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw failure(path)
        }
    }

    fileprivate static func syncFolder(_ folder: URL) {
        _ = syncedFolder(folder)
    }

    /// Whether the folder's entries were synced to the disk.
    fileprivate static func syncedFolder(_ folder: URL) -> Bool {
        let fd = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    static func failure(_ path: String) -> FileError {
        FileError.cannotWrite(path: path, reason: String(cString: strerror(errno)).lowercased())
    }

    /// `/a/b/c` → `/a/b`; `/a` → `/`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func describe(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
        guard let cocoa = error as? CocoaError else { return "input/output error" }
        if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue)).lowercased()
        }
        switch cocoa.code {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
        default: return "input/output error"
        }
    }
}
