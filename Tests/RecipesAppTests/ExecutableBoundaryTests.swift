import Foundation
import Testing

/// The executable is the command line's parsing only: it reaches the rest of the tool through the
/// application layer. The build's `--explicit-target-dependency-import-check error` (in .ci/run)
/// refuses an import Package.swift does not declare; this holds the declaration itself to the two.
@Suite("the executable's boundary")
struct ExecutableBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // RecipesAppTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root

    /// Every module a file imports, however the import is written (`@preconcurrency import X`,
    /// `internal import X`, `import struct X.Y`).
    static func imports(in text: String) -> Set<String> {
        var modules = Set<String>()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
            guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy(Self.accessWords.contains) else { continue }
            let rest = words[(index + 1)...].filter { !Self.kindWords.contains($0) }
            if let path = rest.first { modules.insert(String(path.split(separator: ".")[0])) }
        }
        return modules
    }

    static let accessWords: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    static let kindWords: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    @Test("Sources/recipes imports only RecipesApp and ArgumentParser (CInterrupt is RecipesApp's, with Ctrl-C)")
    func importsOnlyTheApplication() throws {
        let folder = Self.root.appendingPathComponent("Sources/recipes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        var reached: [String: Set<String>] = [:]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let beyond = Self.imports(in: text).subtracting(["RecipesApp", "ArgumentParser"])
            if !beyond.isEmpty { reached[file] = beyond }
        }
        #expect(reached.isEmpty, "files of the executable that import below RecipesApp: \(reached)")
    }

    @Test("an import is found however it is written")
    func importForms() {
        let text = """
            import RecipesApp
            @preconcurrency import RecipesBasics
            internal import struct RecipesCatalog.CatalogName
            // import RecipesOutput
            let importance = 1
            """
        #expect(Self.imports(in: text) == ["RecipesApp", "RecipesBasics", "RecipesCatalog"])
    }

    @Test("Package.swift gives the executable RecipesApp and ArgumentParser alone")
    func declaredDependencies() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: ".executableTarget("))
        let end = try #require(manifest.range(of: "],", range: start.upperBound..<manifest.endIndex))
        let declared = manifest[start.upperBound..<end.lowerBound]
        let targets = declared.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(targets == ["recipes", "RecipesApp", "ArgumentParser", "swift-argument-parser"])
    }
}
