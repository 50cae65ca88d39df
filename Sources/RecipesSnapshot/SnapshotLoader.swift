import RecipesCatalog
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Serves the sample catalog compiled into the tool: the captured answers as they came, else what the
/// bundled records answer (`SampleAnswers`). Never touches the network or the disk.
public struct SnapshotLoader: ResourceLoader {
    private let resources: [String: String]
    private let capturedAt: Date
    private let derived: @Sendable (String) -> (Data, Date)?

    public init(resources: [String: String] = BundledSnapshot.resources, capturedAt: Date = BundledSnapshot.capturedAt) {
        self.resources = resources
        self.capturedAt = capturedAt
        derived = { SampleAnswers.answer(for: $0) }
    }

    public func load<Resource>(_ endpoint: Endpoint<Resource>) async throws -> Loaded<Resource> {
        guard let (data, date) = answer(endpoint.resourceName) else { throw LoadError.notInSnapshot(resource: endpoint.resourceName) }
        do {
            return try mapped(data, date, endpoint)
        } catch let error as MappingError {
            throw LoadError.invalidData(host: SnapshotHost.name, reason: error.reason)
        }
    }

    public func stored<Resource>(_ endpoint: Endpoint<Resource>) -> Loaded<Resource>? {
        answer(endpoint.resourceName).flatMap { try? mapped($0.0, $0.1, endpoint) }
    }

    /// A lookup opens when its record is bundled, without reading it: the generator checked each one (a
    /// dessert record is a dessert, every record has its id, SampleRecordsTests opens them all), so
    /// marking a list's rows costs no parsing.
    public func holds<Resource>(_ endpoint: Endpoint<Resource>, accepting: (Resource) -> Bool) -> Bool {
        if let held = SampleAnswers.holdsRecord(endpoint.resourceName) { return held }
        return storedIsAccepted(endpoint, accepting: accepting)
    }

    /// Apart from `holds`, so that a lookup's row does not look up `Loaded<Resource>?`'s generic
    /// metadata it never uses (~750 instructions a row of a list).
    @inline(never)
    private func storedIsAccepted<Resource>(_ endpoint: Endpoint<Resource>, accepting: (Resource) -> Bool) -> Bool {
        guard let stored = stored(endpoint) else { return false }
        return accepting(stored.value)
    }

    private func answer(_ name: String) -> (Data, Date)? {
        if var text = resources[name] { return (text.withUTF8 { Data($0) }, capturedAt) } // one copy, not a byte at a time
        return derived(name)
    }

    private func mapped<Resource>(_ data: Data, _ date: Date, _ endpoint: Endpoint<Resource>) throws -> Loaded<Resource> {
        let value = try endpoint.map(data, HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"]))
        return Loaded(value: value, source: .snapshot, fetchedAt: date)
    }
}
