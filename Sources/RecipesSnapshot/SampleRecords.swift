import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bundled records of one service, each id once (the newest file's record wins), and the answers
/// TheMealDB's and TheCocktailDB's endpoints would give over them: a lookup is one real record, a
/// letter, search or filter the real records that match, a list the values they hold. Every answer is
/// the sample's subset, never the live service's full answer, and holds no record or value that was
/// not captured. Built on first use: a run that does not ask the sample pays nothing.
final class SampleRecords: @unchecked Sendable { // `decoded` is written once, under `lock`
    static let cocktails = SampleRecords(files: BundledSnapshot.cocktaildbRecordFiles)
    static let desserts = SampleRecords(files: BundledSnapshot.mealdbRecordFiles)

    private struct Place: Sendable {
        let file: Int
        let record: SampleRecordFile.Record
    }

    private let files: [SampleRecordFile]
    private let places: [Place]
    private let index: [String: Int]
    private let lock = Lock()
    private var decoded: [[String: String]]?

    /// `files` of one service, newest first.
    init(files: [SampleRecordFile]) {
        self.files = files
        var places: [Place] = []
        var index: [String: Int] = [:]
        for (file, records) in self.files.map(\.records).enumerated() {
            for record in records where index[record.id] == nil {
                index[record.id] = places.count
                places.append(Place(file: file, record: record))
            }
        }
        self.places = places
        self.index = index
    }

    var count: Int { places.count }

    func holds(id: String) -> Bool { index[id] != nil }

    /// `lookup.php?i=ID`: the record alone in the service's envelope; nil when it is not bundled.
    func lookup(id: String) -> (Data, Date)? {
        index[id].map { envelope([$0]) }
    }

    /// The records whose fields satisfy `matches`, as a `search.php` answer (`{"drinks":null}` for none,
    /// as the API says it).
    func records(where matches: ([String: String]) -> Bool) -> (Data, Date) {
        let fields = fields
        return envelope(fields.indices.filter { matches(fields[$0]) })
    }

    /// One record, picked at random, as `random.php` answers.
    func random() -> (Data, Date)? {
        places.indices.randomElement().map { envelope([$0]) }
    }

    /// The records that match, each as `filter.php` lists it: name, thumbnail and id only.
    func summaries(where matches: ([String: String]) -> Bool, nameKey: String, thumbnailKey: String, idKey: String) -> (Data, Date) {
        let fields = fields
        let chosen = fields.indices.filter { matches(fields[$0]) }
        let rows = chosen.map { fields[$0].filter { [nameKey, thumbnailKey, idKey].contains($0.key) } }
        return (encoded(rows), date(of: chosen))
    }

    /// Every value of `field` the records hold, each once, as `list.php?X=list` answers: `[{field: value}]`.
    func values(of field: String, from keys: (String) -> Bool = { _ in true }) -> (Data, Date) {
        var seen = Set<String>()
        var values: [String] = []
        for record in fields {
            for (key, value) in record.sorted(by: { $0.key < $1.key }) where keys(key) && seen.insert(value).inserted {
                values.append(value)
            }
        }
        return (encoded(values.sorted().map { [field: $0] }), date(of: Array(places.indices)))
    }

    /// The string fields of every record (null and blank ones left out), in `places` order: read on
    /// the first letter, search, filter or list (a lookup never reads them).
    private var fields: [[String: String]] {
        lock.withLock {
            if let decoded { return decoded }
            let fields = places.map { place in
                let data = files[place.file].bytes(of: place.record)
                let record = (try? JSONDecoder().decode([String: String?].self, from: data)) ?? [:]
                return record.compactMapValues { value in value.flatMap { $0.trimmed().isEmpty ? nil : $0 } }
            }
            decoded = fields
            return fields
        }
    }

    private func envelope(_ chosen: [Int]) -> (Data, Date) {
        let key = files.first?.key ?? "drinks"
        guard !chosen.isEmpty else { return (Data("{\"\(key)\":null}".utf8), date(of: chosen)) }
        var data = Data("{\"\(key)\":[".utf8)
        for (n, index) in chosen.enumerated() {
            if n > 0 { data.append(UInt8(ascii: ",")) }
            let place = places[index]
            data.append(files[place.file].bytes(of: place.record))
        }
        data.append(contentsOf: Array("]}".utf8))
        return (data, date(of: chosen))
    }

    private func encoded(_ rows: [[String: String]]) -> Data {
        let key = files.first?.key ?? "drinks"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode([key: rows])) ?? Data("{\"\(key)\":null}".utf8)
    }

    /// When the oldest record in an answer was captured (every file's oldest for an empty one).
    private func date(of chosen: [Int]) -> Date {
        let dates = chosen.isEmpty ? files.map(\.capturedAt) : chosen.map { files[places[$0].file].capturedAt }
        return dates.min() ?? BundledSnapshot.capturedAt
    }
}
