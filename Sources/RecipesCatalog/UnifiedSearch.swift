#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Searches every catalog at once. One catalog failing does not sink the others: its failure is
/// reported beside the answers of those that did answer.
public struct UnifiedSearch: Sendable {
    public struct Outcome: Sendable {
        public var results: Loaded<[SearchResult]>
        public var failures: [(catalog: CatalogName, error: Error)]
        /// Each catalog that answered, with its own answer's provenance, in the order asked: the
        /// notes name those that answered from a stored copy, and why.
        public var answers: [(catalog: CatalogName, answer: Loaded<[SearchResult]>)] = []

        /// The catalogs that could not answer live and were answered from what is stored here: a
        /// cached or bundled copy of their answer, or their stored lists searched.
        public var storedAnswers: [(catalog: CatalogName, answer: Loaded<[SearchResult]>)] {
            answers.filter { $0.answer.source == .cache || $0.answer.source == .snapshot }
        }
    }

    private let catalogs: CatalogDirectory
    private let now: @Sendable () -> Date

    public init(catalogs: CatalogDirectory, now: @escaping @Sendable () -> Date = Date.init) {
        self.catalogs = catalogs
        self.now = now
    }

    /// Asks the catalogs named (every one by default) concurrently. Throws only when every catalog
    /// asked failed (the first failure, connectivity first).
    public func search(_ text: String, in names: [CatalogName]? = nil) async throws -> Outcome {
        let asked = catalogs.all.filter { names?.contains($0.name) ?? true }
        let answers = await withTaskGroup(of: (Int, Result<Loaded<[SearchResult]>, Error>).self) { group in
            for (index, catalog) in asked.enumerated() {
                group.addTask {
                    // The answer is awaited before the pair is made (Docs/Architecture.md, "Tuples and
                    // suspensions"): as `(index, try await …)`, Swift 6.3's optimizer lost the index
                    // written before the suspension, and every stored answer was named the first catalog.
                    let result: Result<Loaded<[SearchResult]>, Error>
                    do { result = .success(try await catalog.search(text)) } catch { result = .failure(error) }
                    return (index, result)
                }
            }
            var answers: [(Int, Result<Loaded<[SearchResult]>, Error>)] = []
            for await answer in group { answers.append(answer) }
            return answers.sorted { $0.0 < $1.0 }
        }
        var loads: [Loaded<[SearchResult]>] = []
        var answered: [(catalog: CatalogName, answer: Loaded<[SearchResult]>)] = []
        var failures: [(catalog: CatalogName, error: Error)] = []
        for (index, result) in answers {
            switch result {
            case .success(let loaded):
                loads.append(loaded)
                answered.append((asked[index].name, loaded))
            case .failure(let error): failures.append((asked[index].name, error))
            }
        }
        if loads.isEmpty, let first = failures.first(where: { ($0.error as? LoadError)?.isUnavailable == true }) ?? failures.first {
            throw first.error
        }
        let rows = loads.flatMap(\.value).sortedAlphabetically()
        return Outcome(results: Loaded(value: rows, combining: loads, now: now()), failures: failures, answers: answered)
    }
}
