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

/// The cache on disk: one file per URL, named by the SHA-256 of the URL (never by ids or search
/// text), holding a one-line JSON header and then the body exactly as received. Each save replaces
/// the whole file atomically, so no lock is needed: readers see the old entry or the new one. Removal
/// is unlink(2) alone, so no lock is needed for it either: a reader that has the file open keeps
/// reading the bytes it opened, and one that opens it after reads a miss.
public struct FileCacheStore: CacheStore {
    static let formatVersion = 1
    static let fileExtension = "cache"
    /// How much of a file's start `trimPictures` reads to tell a picture from an answer.
    static let headSize = 4096

    public let folder: URL
    /// The folder's path, worked out once: a list's offline marks look up an entry per row.
    private let folderPath: String
    /// Whether a body, from its first bytes (up to 64), is a picture's: set by the pictures module,
    /// which knows what one looks like. Entries for which it is false are answers.
    private let isPicture: @Sendable (Data) -> Bool

    public init(folder: URL, isPicture: @escaping @Sendable (Data) -> Bool = { _ in false }) {
        self.folder = folder
        self.folderPath = folder.path
        self.isPicture = isPicture
    }

    struct Header: Codable, Equatable {
        var schemaVersion: Int
        var url: String
        var fetchedAt: Date
        var bytes: Int
    }

    func fileURL(for url: URL) -> URL {
        folder.appendingPathComponent(Self.fileName(for: url))
    }

    static func fileName(for url: URL) -> String {
        fileName(forAddress: url.absoluteString)
    }

    /// Named as `fileName(forAddress:)` names an entry: 64 lowercase hex digits, then `.cache`. Only
    /// such files are the cache's to count, prune or clear; `important.cache` is someone else's.
    static func isEntryName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count == 64 + 1 + fileExtension.utf8.count, name.hasSuffix("." + fileExtension) else { return false }
        return utf8.prefix(64).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `address`: a URL's `absoluteString`.
    static func fileName(forAddress address: String) -> String {
        SHA256.hex(address) + "." + fileExtension
    }

    /// One listing of the folder, instead of an `access(2)` per URL asked about. A folder that cannot
    /// be listed (missing, unreadable) lists nothing, as its entries would each read as a miss.
    public func listing() -> CacheListing? {
        var listed = Set<String>()
        for name in FolderNames.list(folderPath) ?? [] where Self.isEntryName(name) { listed.insert(name) }
        let names = listed
        let folder = folderPath
        return CacheListing(names: names, name: Self.fileName(forAddress:)) { Self.addresses(of: names, in: folder) }
    }

    /// The URL each entry's header names, from its first few KB (one open and one read an entry, never
    /// the whole answer); nil when a header cannot be read that way, so the caller names URLs instead.
    /// A symlink, or anything but a regular file, is left out: `entry(for:)` would not read it either.
    static func addresses(of names: Set<String>, in folder: String) -> Set<String>? {
        var addresses = Set<String>(minimumCapacity: names.count)
        var buffer = [UInt8](repeating: 0, count: headerReadLimit)
        for name in names {
            let fd = open(folder + "/" + name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, headerReadLimit) }
            guard count > 0 else { continue }
            guard let newline = buffer[0..<count].firstIndex(of: 0x0A) else {
                if count < headerReadLimit { continue } // no header: a corrupt entry, a miss either way
                return nil
            }
            guard let header = decodeHeader(Data(buffer[0..<newline])), header.schemaVersion == formatVersion else { continue }
            addresses.insert(header.url)
        }
        return addresses
    }

    static let headerReadLimit = 8_192
    /// The largest entry read: the largest answer the network takes (10 MB, `CurlHTTPClient`'s body
    /// limit, a module above this one) and its header. A larger file was never written by this tool,
    /// and read whole it cost a 314 MB file 23 s and 3 GB: it is a miss.
    static let largestEntry = 10 * 1024 * 1024 + headerReadLimit

    public func entry(for url: URL) -> CacheEntry? {
        // A miss is the common case when a list asks which of its rows are cached (offline marks):
        // the path as a string and one access(2), before any URL is built or error thrown.
        // A symlink in an entry's place is a miss: the cache reads and writes only its own files.
        let path = folderPath + "/" + Self.fileName(for: url)
        guard access(path, F_OK) == 0,
            let data = try? FileContents.read(URL(fileURLWithPath: path), followLinks: false, largest: Self.largestEntry),
            let entry = Self.decode(data), entry.url == url.absoluteString
        else { return nil }
        return entry
    }

    public func save(_ entry: CacheEntry) throws {
        guard let url = URL(string: entry.url) else { return }
        try AtomicFile.write(Self.encode(entry), to: fileURL(for: url), durable: false, followLinks: false)
    }

    public func summary() throws -> CacheSummary {
        var summary = CacheSummary(folder: folder.path, entries: 0, bytes: 0, oldest: nil, newest: nil)
        for file in try files() {
            let data = (try? FileContents.read(file, followLinks: false, largest: Self.largestEntry)) ?? Data()
            summary.entries += 1
            summary.bytes = Self.total([summary.bytes, Self.size(of: file)]) // on disk, read or not
            if let entry = Self.decode(data) {
                summary.oldest = min(summary.oldest ?? entry.fetchedAt, entry.fetchedAt)
                summary.newest = max(summary.newest ?? entry.fetchedAt, entry.fetchedAt)
                if isPicture(entry.body.prefix(64)) {
                    summary.pictures += 1
                    summary.pictureBytes += data.count
                }
            }
        }
        return summary
    }

    /// Oldest first by the file's modification time, which is when it was stored (a save writes a new
    /// file), so no file is opened when the whole cache fits the budget, and each picture is told from
    /// an answer by its first 4 KB alone. A file another process removed first is skipped.
    public func trimPictures(toBytes budget: Int) throws -> CacheRemoval {
        let files = try files().compactMap { url -> (url: URL, info: stat)? in
            var info = stat()
            guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return (url, info)
        }
        guard Self.total(files.map { Int($0.info.st_size) }) > budget else {
            return CacheRemoval(removed: [], remaining: files.count)
        }
        var pictures = files.compactMap { file -> (url: URL, bytes: Int, stored: Int, header: Header?)? in
            guard let head = Self.head(of: file.url), let newline = head.firstIndex(of: 0x0A),
                isPicture(head[head.index(after: newline)...].prefix(64))
            else { return nil }
            return (file.url, Int(file.info.st_size), FileContents.modified(file.info), Self.decodeHeader(head[..<newline]))
        }
        pictures.sort { ($0.stored, $0.url.lastPathComponent) < ($1.stored, $1.url.lastPathComponent) }
        var kept = Self.total(pictures.map(\.bytes))
        var removal = CacheRemoval(removed: [], remaining: files.count)
        for picture in pictures where kept > budget {
            if unlink(picture.url.path) != 0 && errno != ENOENT {
                throw FileError.cannotWrite(path: picture.url.path, reason: String(cString: strerror(errno)).lowercased())
            }
            kept -= picture.bytes
            removal.remaining -= 1
            removal.removed.append(CacheRemoval.Entry(url: picture.header?.url, fetchedAt: picture.header?.fetchedAt, bytes: picture.bytes))
        }
        return removal
    }

    /// Sizes added up, held at `Int.max`: sparse files on tmpfs or XFS can each claim exabytes.
    static func total(_ sizes: [Int]) -> Int {
        var sum = 0
        for size in sizes {
            let (next, overflow) = sum.addingReportingOverflow(max(0, size))
            sum = overflow ? .max : next
        }
        return sum
    }

    /// A file's size on disk as `lstat` says it (a link's own), 0 when it is gone.
    static func size(of file: URL) -> Int {
        var info = stat()
        return lstat(file.path, &info) == 0 ? max(0, Int(info.st_size)) : 0
    }

    /// A file's first `headSize` bytes, never through a symlink; nil when it cannot be read.
    static func head(of url: URL) -> Data? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: headSize)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, headSize) }
        return count > 0 ? Data(buffer[..<count]) : nil
    }

    public func remove(where shouldRemove: (CacheEntry?) -> Bool) throws -> CacheRemoval {
        var removal = CacheRemoval(removed: [], remaining: 0)
        for file in try files() {
            let size = Self.size(of: file) // taken before the file goes; an entry too large to read counts too
            let data = try? FileContents.read(file, followLinks: false, largest: Self.largestEntry)
            let entry = data.flatMap(Self.decode)
            guard shouldRemove(entry) else {
                removal.remaining += 1
                continue
            }
            guard unlink(file.path) == 0 || errno == ENOENT else {
                throw FileError.cannotWrite(path: file.path, reason: String(cString: strerror(errno)).lowercased())
            }
            removal.removed.append(CacheRemoval.Entry(url: entry?.url, fetchedAt: entry?.fetchedAt, bytes: size))
        }
        // By address, not in the folder's (hashed) order: the same removal lists the same way.
        removal.removed.sort { ($0.url ?? "") < ($1.url ?? "") }
        return removal
    }

    /// The entries: files (and links, which are read and unlinked, never followed) named like one. A
    /// folder that happens to be named like an entry is not the cache's to count or delete, and stays
    /// with all it holds.
    private func files() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw FileError.cannotRead(path: folder.path, reason: AtomicFile.describe(error))
        }
        return names.filter(Self.isEntryName).map { folder.appendingPathComponent($0) }.filter { file in
            var info = stat()
            guard lstat(file.path, &info) == 0 else { return false }
            let type = info.st_mode & S_IFMT
            return type == S_IFREG || type == S_IFLNK
        }
    }

    static func encode(_ entry: CacheEntry) throws -> Data {
        let header = Header(schemaVersion: formatVersion, url: entry.url, fetchedAt: entry.fetchedAt, bytes: entry.body.count)
        return try encoder.encode(header) + Data([0x0A]) + entry.body
    }

    /// When an answer can have been fetched: from 1970 to the end of year 9999, in seconds. A header
    /// dated elsewhere (`1e30`, `-1e308`: a file made by hand) is unreadable, as a corrupt one is,
    /// so no date past what a clock or a calendar can say reaches arithmetic or the screen.
    static let validDates = 0.0...253_402_300_799.0

    static func decode(_ data: Data) -> CacheEntry? {
        guard let newline = data.firstIndex(of: 0x0A),
            let header = decodeHeader(data[data.startIndex..<newline]),
            header.schemaVersion == formatVersion, validDates.contains(header.fetchedAt.timeIntervalSince1970)
        else { return nil }
        let body = data[data.index(after: newline)...]
        guard body.count == header.bytes else { return nil }
        return CacheEntry(url: header.url, fetchedAt: header.fetchedAt, body: Data(body))
    }

    /// The header line. The four fields as this file writes them are read by `JSONScanner`; anything
    /// else (another order is fine, but an extra or repeated key, or a value of another shape) goes
    /// to `JSONDecoder`, the judge. `JSONDecoder`'s first use costs more than the rest of an offline
    /// list's reading and mapping.
    static func decodeHeader(_ line: Data) -> Header? {
        if let header = scanHeader(line) { return header }
        return try? decoder.decode(Header.self, from: line)
    }

    static func scanHeader(_ line: Data) -> Header? {
        line.withUnsafeBytes { buffer -> Header? in
            var scanner = JSONScanner(bytes: buffer.bindMemory(to: UInt8.self))
            var schemaVersion: Int?
            var url: String?
            var milliseconds: Double?
            var bytes: Int?
            let read = scanner.object { key, value in
                let before = [schemaVersion != nil, url != nil, milliseconds != nil, bytes != nil].filter { $0 }.count
                switch key {
                case "schemaVersion" where schemaVersion == nil: schemaVersion = value.integer()
                case "url" where url == nil: url = value.string()
                case "fetchedAt" where milliseconds == nil: milliseconds = value.number().flatMap(Double.init)
                case "bytes" where bytes == nil: bytes = value.integer()
                default: return false
                }
                let after = [schemaVersion != nil, url != nil, milliseconds != nil, bytes != nil].filter { $0 }.count
                return after == before + 1 && value.atDelimiter() // a value of another shape: not ours to judge
            }
            guard read, scanner.atEnd(), let schemaVersion, let url, let milliseconds, milliseconds.isFinite, let bytes
            else { return nil }
            return Header(schemaVersion: schemaVersion, url: url, fetchedAt: Date(timeIntervalSince1970: milliseconds / 1000), bytes: bytes)
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }
}
