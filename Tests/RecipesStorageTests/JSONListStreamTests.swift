import Foundation
import RecipesBasics
import RecipesStorage
import TestSupport
import Testing

/// favorites.json read a piece at a time must find exactly what reading it whole finds, wherever the
/// pieces break, and leave every file it does not read plainly to the whole reading.
@Suite("a list file read a piece at a time")
struct JSONListStreamTests {
    static let entry = #"{"a" : "x\"y\\u00e9 \u00e9", "b" : [1, -2.5e3, true, null, {"c" : {}}], "n" : 12345}"#

    static let plain = [
        "{\n  \"favorites\" : [\n    \(entry),\n    \(entry)\n  ],\n  \"schemaVersion\" : 2\n}\n",
        "\u{FEFF}{\"schemaVersion\":1,\"other\":{\"k\":[1,2,{\"z\":null}]},\"favorites\":[\(entry),{\"a\":1,\"a\":2},\(entry)]}",
        "{\"favorites\":[],\"schemaVersion\":2}",
        "{ \"favorites\" : [ 7 , \"s\" , [ ] , {\"d\":\"\\ud800\"} ] , \"schemaVersion\" : 12 }  \n",
    ]

    private func withFile<Value>(_ text: String, _ body: (FileSource, Data) throws -> Value) throws -> Value {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("list.json")
        let data = Data(text.utf8)
        try data.write(to: url)
        return try body(try #require(try FileSource.open(url)), data)
    }

    private func streamed(_ source: FileSource, piece: Int, bytes: inout [Data]) throws -> (
        schemaVersion: Data, entries: [JSONListDocument.Entry]
    )? {
        try JSONListStream.scan(
            source, list: "favorites", piece: piece, readEntry: { _, scanner in scanner.skipValue() },
            scanned: { index, _, view in
                if index == bytes.count { bytes.append(Data(view)) }
            })
    }

    @Test("the same entries, bytes and doubts as the whole reading, whatever size the pieces are", arguments: [1, 2, 7, 64, 4096, 1 << 20])
    func sameAsWhole(piece: Int) throws {
        for text in Self.plain {
            try withFile(text) { source, data in
                var bytes: [Data] = []
                let streamed = try #require(try streamed(source, piece: piece, bytes: &bytes), "\(text)")
                let whole = try JSONListFile.versionedEntries(data, list: "favorites", newest: 99) { $0.skipValue() }
                #expect(streamed.entries.map(\.bytes) == whole.entries.map(\.bytes), "\(text)")
                #expect(streamed.entries.map { $0.doubt?.describe() } == whole.entries.map { $0.doubt?.describe() }, "\(text)")
                #expect(bytes == whole.entries.map { data.slice($0.bytes) })
                #expect(Int(String(decoding: streamed.schemaVersion, as: UTF8.self)) == whole.version)
            }
        }
    }

    @Test(
        "a file not in the plain shape is left to the whole reading, which judges it as ever",
        arguments: [
            "{\"favorites\":[{\"a\":1},],\"schemaVersion\":2}", "{\"favorites\":[],\"schemaVersion\":2,}",
            "{\"favor\\u0069tes\":[],\"schemaVersion\":2}",
            "{\"favorites\":[],\"favorites\":[],\"schemaVersion\":2}", "[1]", "{\"favorites\":{},\"schemaVersion\":2}",
            "{\"schemaVersion\":2}",
            "{\"favorites\":[]}", "{\"favorites\":[],\"schemaVersion\":2,\"x\":\"\\ud800\"}", "{\"favorites\":[{\"a\":1}",
            "{\"favorites\":[1 2],\"schemaVersion\":2}",
            "{\"favorites\":[],\"schemaVersion\":2} x", "{\"favorites\":[],\"schemaVersion\":2", "",
        ])
    func declines(text: String) throws {
        try withFile(text) { source, _ in
            var bytes: [Data] = []
            let read = try streamed(source, piece: 3, bytes: &bytes)
            #expect(read == nil, "\(text)")
        }
    }
}
