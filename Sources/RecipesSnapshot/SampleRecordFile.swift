#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One captured answer of full records (`{"drinks":[…]}`, `{"meals":[…]}`), its bytes exactly as the
/// service sent them, and where each record lies in those bytes, so a record is served as it came
/// without parsing the file (Scripts/generate-snapshot finds the places).
public struct SampleRecordFile: Sendable {
    /// Where one record lies: its id and its UTF-8 offsets in `text`.
    public struct Record: Sendable {
        public let id: String
        public let start: Int
        public let end: Int

        public init(_ id: String, _ start: Int, _ end: Int) {
            self.id = id
            self.start = start
            self.end = end
        }
    }

    /// `cocktaildb` or `mealdb`, as resource names begin.
    public let service: String
    /// The envelope's key: `drinks` or `meals`.
    public let key: String
    /// The file in Fixtures/ it was generated from.
    public let fixture: String
    public let capturedAt: Date
    public let text: String
    public let records: [Record]

    /// The bytes of one record, as captured.
    func bytes(of record: Record) -> Data {
        var text = text
        return text.withUTF8 { Data($0[record.start..<record.end]) }
    }
}
