import BrowseSupport
import Foundation
import RecipesApp
import RecipesBasics
import RecipesBrowse
import RecipesPictures
import RecipesShopping
import TestSupport
import Testing

@testable import RecipesStorage

@Suite("Settings file and precedence")
struct PreferencesTests {
    private func makeSUT(_ text: String? = nil, environment: [String: String] = [:]) throws -> (Preferences, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let file = SettingsFile(folder: folder.url)
        if let text { try Data(text.utf8).write(to: file.url) }
        return (Preferences(file: file, environment: environment), folder)
    }

    private func invalid(_ text: String) throws -> SettingsError? {
        let (preferences, folder) = try makeSUT(text)
        defer { folder.remove() }
        do {
            _ = try preferences.resolve(.units)
            return nil
        } catch let error as SettingsError {
            return error
        }
    }

    @Test("with no file, every setting is its default")
    func defaults() throws {
        let (preferences, folder) = try makeSUT()
        defer { folder.remove() }
        let resolved = try preferences.resolve(PreferenceKey.allCases)
        #expect(resolved.map(\.value) == ["as-is", "auto", "desserts", "100MB"])
        #expect(resolved.allSatisfy { $0.source == .defaultValue })
        #expect(try preferences.pictureCacheBudget() == 100_000_000)
    }

    @Test("a flag beats the environment, which beats the file, which beats the default")
    func precedence() throws {
        let text = "units = \"metric\"\nimage = \"none\"\nbrowse-tab = \"pizza\"\n"
        let (preferences, folder) = try makeSUT(text, environment: ["RECIPES_UNITS": "us", "RECIPES_IMAGE": ""])
        defer { folder.remove() }
        #expect(
            try preferences.resolve(.units, flag: ("--units", "metric")) == .init(key: .units, value: "metric", source: .flag("--units")))
        #expect(try preferences.resolve(.units) == .init(key: .units, value: "us", source: .environment("RECIPES_UNITS")))
        #expect(try preferences.resolve(.image) == .init(key: .image, value: "none", source: .file)) // an empty variable is unset
        #expect(try preferences.resolve(.pictureCacheBudget).source == .defaultValue)
        #expect(try preferences.units(flag: nil) == .us)
        #expect(try preferences.image(flag: .kitty) == .kitty)
        #expect(try preferences.image(flag: nil) == PictureChoice.none)
        #expect(try preferences.browseTab(argument: nil) == .pizza)
        #expect(try preferences.browseTab(argument: .favorites) == .favorites)
    }

    @Test("the file is not read when a flag or variable decides: a bad one stops only who needs it")
    func lazy() throws {
        let (preferences, folder) = try makeSUT("units = [\n")
        defer { folder.remove() }
        #expect(try preferences.units(flag: .metric) == .metric)
        let fromVariable = Preferences(file: preferences.file, environment: ["RECIPES_IMAGE": "blocks"])
        #expect(try fromVariable.image(flag: nil) == .blocks)
        #expect(throws: SettingsError.self) { try preferences.units(flag: nil) }
        var lines: [String] = []
        #expect(preferences.pictureCacheBudget(log: { lines.append($0) }) == 100_000_000)
        #expect(lines.count == 1 && lines[0].contains("config.toml, line 1"))
    }

    @Test("values in any case are kept in one spelling; sizes as people write them")
    func canonical() throws {
        #expect(PreferenceKey.units.canonical("METRIC", tabs: .standard) == "metric")
        #expect(PreferenceKey.browseTab.canonical("cocktail", tabs: .standard) == "cocktails")
        #expect(PreferenceKey.image.canonical("ascii", tabs: .standard) == nil)
        #expect(PreferenceKey.pictureCacheBudget.canonical("250mb", tabs: .standard) == "250MB")
        #expect(ByteSize.parse("100MB") == 100_000_000)
        #expect(ByteSize.parse("1.5 GB") == 1_500_000_000)
        #expect(ByteSize.parse("500kb") == 500_000)
        #expect(ByteSize.parse("0") == 0)
        #expect(ByteSize.parse("1000GB") == 1_000_000_000_000)
        for bytes in [0, 321, 1_500, 1_234_567, 100_000_000, 2_000_000_000] {
            #expect(ByteSize.parse(ByteSize.text(bytes)) == bytes, "the file's spelling reads back exactly: \(ByteSize.text(bytes))")
        }
        for bad in ["", "nan", "inf", "1e400", "-5MB", "0x10", "1001GB", "5 TB", "1.2.3MB", String(repeating: "9", count: 400), "MB"] {
            #expect(ByteSize.parse(bad) == nil, "\(bad)")
        }
    }

    @Test("a variable with a value it does not take is a usage error naming it")
    func badVariable() throws {
        let (preferences, folder) = try makeSUT(environment: ["RECIPES_UNITS": "imperial"])
        defer { folder.remove() }
        #expect(throws: UserFacingError("RECIPES_UNITS must be one of as-is, metric, us, not 'imperial'.", status: .usage)) {
            try preferences.resolve(.units)
        }
    }

    @Test("a syntax error, an unknown key, a wrong type or a bad value names the line")
    func badFiles() throws {
        let path = { (error: SettingsError?) -> Int? in
            if case .invalidFile(_, let line, _)? = error { return line }
            return nil
        }
        #expect(path(try invalid("units = \"metric\"\nimage = \n")) == 2)
        #expect(path(try invalid("# mine\nunits = \"metric\"\nunit = \"us\"\n")) == 3)
        #expect(path(try invalid("image = \"none\"\n\nunits = 3\n")) == 3)
        #expect(path(try invalid("units = \"imperial\"\n")) == 1)
        #expect(path(try invalid("units = \"metric\"\nunits = \"us\"\n")) == 2)
        #expect(path(try invalid("[units]\nx = 1\n")) == 1)
        #expect(path(try invalid("units = \"metric\"\n\u{0}garbage ===\n")) == 2) // TOMLKit would stop at the NUL
        #expect(path(try invalid("a = " + String(repeating: "[", count: 10_000))) == 1)
        let unknown = try invalid("unit = \"us\"\n")
        #expect(
            unknown?.userMessage.message.hasSuffix(
                "config.toml, line 1: 'unit' is not a setting (did you mean 'units'?); it takes units, image, browse-tab or picture-cache-budget. Fix or remove the file (Docs/FileFormats.md lists what it takes)."
            ) == true)
        #expect(unknown?.userMessage.status == .invalidData)
        let wrongType = try invalid("units = 3\n")
        #expect(wrongType?.userMessage.message.contains("line 1: units takes a quoted string, as-is, metric or us, not a number") == true)
    }

    @Test("a folder, a symlink loop, a huge file or bytes that are not UTF-8 are one error, never a crash")
    func hostileFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = SettingsFile(folder: folder.url)
        let preferences = Preferences(file: file, environment: [:])
        func reason() -> String? {
            do {
                _ = try preferences.resolve(.units)
                return nil
            } catch let SettingsError.invalidFile(_, _, reason) {
                return reason
            } catch {
                return "\(error)"
            }
        }
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
        #expect(reason() == "it is a folder, not a file")
        try FileManager.default.removeItem(at: file.url)
        try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: file.url.path)
        #expect(reason()?.contains("symbolic links") == true)
        try FileManager.default.removeItem(at: file.url)
        try Data(count: SettingsFile.largest + 1).write(to: file.url)
        #expect(reason() == "it is larger than 1 MB")
        try Data([0x75, 0x6E, 0xFF, 0xFE]).write(to: file.url)
        #expect(reason() == "it is not UTF-8 text")
        try FileManager.default.removeItem(at: file.url)
        try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: "/dev/zero")
        #expect(reason() == "it is a device, not a file")
    }

    @Test("config set keeps the other keys, checks the value first, and refuses a bad file unchanged")
    func change() throws {
        let (preferences, folder) = try makeSUT("image = \"none\" # quiet\n")
        defer { folder.remove() }
        let change = try preferences.change("units", to: "METRIC", reportNames: ["timeout"], lockTimeout: 1)
        #expect(change.written == "metric")
        #expect(change.droppedComments)
        #expect(change.resolved == .init(key: .units, value: "metric", source: .file))
        #expect(try preferences.file.read() == [.units: "metric", .image: "none"])
        #expect(throws: SettingsError.badValue(name: "units", value: "imperial", allowed: "as-is, metric or us")) {
            try preferences.change("units", to: "imperial", reportNames: [], lockTimeout: 1)
        }
        #expect(throws: SettingsError.notInFile(name: "timeout")) {
            try preferences.change("timeout", to: "3", reportNames: ["timeout"], lockTimeout: 1)
        }
        #expect(throws: SettingsError.unknownSetting(name: "unit", known: ["timeout"])) {
            try preferences.change("unit", to: "us", reportNames: ["timeout"], lockTimeout: 1)
        }
        let removed = try preferences.change("image", to: nil, reportNames: [], lockTimeout: 1)
        #expect(removed.resolved.source == .defaultValue && !removed.droppedComments)
        #expect(try preferences.file.read() == [.units: "metric"])

        let broken = Data("units = \n".utf8)
        try broken.write(to: preferences.file.url)
        #expect(throws: SettingsError.self) { try preferences.change("units", to: "us", reportNames: [], lockTimeout: 1) }
        #expect(try Data(contentsOf: preferences.file.url) == broken)
    }
}

@Suite("Picture cache budget")
struct PictureBudgetTests {
    private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(count: 992)

    private func makeSUT() throws -> (FileCacheStore, TemporaryFolder) {
        let folder = try TemporaryFolder()
        return (FileCacheStore(folder: folder.url, isPicture: PictureLoader.isPicture), folder)
    }

    /// Stores `body` at `url`, dated `age` seconds ago on disk.
    private func store(_ cache: FileCacheStore, _ url: String, _ body: Data, age: Double) throws {
        try cache.save(CacheEntry(url: url, fetchedAt: Date(), body: body))
        let path = cache.fileURL(for: URL(string: url)!).path
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
    }

    @Test("pictures are removed least recently stored first until they fit; answers are never removed")
    func oldestFirst() throws {
        let (cache, folder) = try makeSUT()
        defer { folder.remove() }
        try store(cache, "https://img.test/old.png", png, age: 300)
        try store(cache, "https://img.test/middle.png", png, age: 200)
        try store(cache, "https://img.test/new.png", png, age: 100)
        try store(cache, "https://api.test/answer.json", Data(String(repeating: "{}", count: 2000).utf8), age: 400)
        let removal = try cache.trimPictures(toBytes: 2_200)
        #expect(removal.removed.map(\.url) == ["https://img.test/old.png"])
        #expect(removal.remaining == 3)
        #expect(cache.entry(for: URL(string: "https://api.test/answer.json")!) != nil)
        #expect(cache.entry(for: URL(string: "https://img.test/middle.png")!) != nil)
        let all = try cache.trimPictures(toBytes: 0)
        #expect(all.removed.map(\.url) == ["https://img.test/middle.png", "https://img.test/new.png"])
        #expect(cache.entry(for: URL(string: "https://api.test/answer.json")!) != nil)
    }

    @Test("a reader that has a picture open when it is trimmed still reads it whole; a later one gets a miss")
    func concurrentReader() throws {
        let (cache, folder) = try makeSUT()
        defer { folder.remove() }
        let url = URL(string: "https://img.test/a.png")!
        try store(cache, url.absoluteString, png, age: 10)
        let reader = try FileHandle(forReadingFrom: cache.fileURL(for: url))
        defer { try? reader.close() }
        #expect(try cache.trimPictures(toBytes: 0).removed.count == 1)
        let bytes = try #require(try reader.readToEnd())
        #expect(bytes.suffix(png.count) == png)
        #expect(cache.entry(for: url) == nil)
    }

    @Test("within the budget nothing is removed")
    func withinBudget() throws {
        let (cache, folder) = try makeSUT()
        defer { folder.remove() }
        try store(cache, "https://img.test/a.png", png, age: 10)
        #expect(try cache.trimPictures(toBytes: 100_000_000) == CacheRemoval(removed: [], remaining: 1))
    }

    @Test("cache info counts pictures, and the note kept in place of one, apart from answers")
    func summary() throws {
        let (cache, folder) = try makeSUT()
        defer { folder.remove() }
        try store(cache, "https://img.test/a.png", png, age: 10)
        try store(cache, "https://img.test/b.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0]), age: 10)
        try store(cache, "https://img.test/c.jpg", Data("recipes could not draw this picture: too wide.\n".utf8), age: 10)
        try store(cache, "https://api.test/answer.json", Data("{\"meals\":[]}".utf8), age: 10)
        let summary = try cache.summary()
        #expect(summary.entries == 4)
        #expect(summary.pictures == 3)
        #expect(summary.pictureBytes < summary.bytes)
    }
}
