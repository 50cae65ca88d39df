import Foundation
import RecipesCatalog
import RecipesDesserts
import RecipesOutput
import Testing

@Suite("JSON output")
struct JSONOutputTests {
    @Test("wraps a list in the versioned envelope, null for absent values")
    func list() throws {
        let loaded = Loaded(value: [RecipeSummary(id: "1", name: "Tart", thumbnailURL: nil)], source: .live, fetchedAt: Date())
        let object = try parse(JSONOutput.list(loaded, catalog: .desserts))
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["catalog"] as? String == "desserts")
        #expect(object["source"] as? String == "live")
        #expect(object["item"] == nil)
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(Set(items[0].keys) == ["id", "name", "thumbnailURL", "favorite"])
        #expect(items[0]["favorite"] as? Bool == false)
        #expect(items[0]["thumbnailURL"] is NSNull)
    }

    @Test("a list says how many records it left out, and so does one warning; a detail has no such key")
    func skipped() throws {
        let loaded = Loaded(
            value: [RecipeSummary(id: "1", name: "Tart", thumbnailURL: nil)], source: .live, fetchedAt: Date(), skippedRecords: 2)
        #expect(try parse(JSONOutput.list(loaded, catalog: .desserts))["skipped"] as? Int == 2)
        #expect(try parse(JSONOutput.list(loaded.map { _ in [RecipeSummary]() }, catalog: .cocktails))["skipped"] as? Int == 2)
        let detail = Loaded(value: RecipeSummary(id: "1", name: "Tart", thumbnailURL: nil), source: .live, fetchedAt: Date())
        #expect(try parse(JSONOutput.detail(detail, catalog: .desserts))["skipped"] == nil)
        #expect(SkippedRecordsNote.text(for: loaded, catalog: .desserts) == "warning: skipped 2 dessert records without an id or a name")
        var one = loaded
        one.skippedRecords = 1
        #expect(SkippedRecordsNote.text(for: one, catalog: .cocktails) == "warning: skipped 1 cocktail record without an id or a name")
        #expect(SkippedRecordsNote.text(for: detail, catalog: .desserts) == nil)
    }

    @Test("wraps a detail with every documented key, keeping exact remote strings")
    func detail() throws {
        let dessert = Dessert(
            id: "7", name: "Evil \u{1B}[31mred", category: nil, area: "UK", instructions: "a\r\nb",
            ingredients: [Ingredient(name: "Salt", measure: nil)], tags: [], imageURL: nil,
            sourceURL: URL(string: "https://example.com/a/b"), youtubeURL: nil)
        let text = try JSONOutput.detail(Loaded(value: dessert, source: .live, fetchedAt: Date()), catalog: .desserts)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("https://example.com/a/b"))
        let item = try #require(try parse(text)["item"] as? [String: Any])
        #expect(
            Set(item.keys) == [
                "id", "name", "category", "area", "instructions", "ingredients", "tags", "imageURL", "sourceURL", "youtubeURL", "favorite",
                "note",
            ])
        #expect(item["favorite"] as? Bool == false && item["note"] is NSNull)
        #expect(item["name"] as? String == "Evil \u{1B}[31mred")
        #expect(item["instructions"] as? String == "a\r\nb")
        #expect(item["category"] is NSNull)
        #expect((item["ingredients"] as? [[String: Any]])?.first?["measure"] is NSNull)
    }

    static let hostileNames = [
        "Evil\u{202E}gpj.exe\u{202C} \u{9B}31mred\u{9B}0m", "\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J", "line\u{2028}para\u{2029}end\u{85}",
        "\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}\u{7F}\u{80}\u{9F}", "Crème brûlée 🍮 布丁 \u{200D}",
        "Pav\u{00AD}lo\u{180E}va\u{FFF9}\u{FFFA}\u{FFFB}\u{E0065}\u{E0076}\u{E007F}",
    ]

    @Test(
        "writes C0 and C1 controls, DEL, bidi controls and U+2028/U+2029 as \\uXXXX, and they decode to the exact string",
        arguments: hostileNames)
    func escapesControls(name: String) throws {
        let text = try JSONOutput.encode(["text": name])
        let raw = text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value)
                || [0x00AD, 0x180E].contains(scalar.value) || (0xFFF9...0xFFFB).contains(scalar.value)
                || (0xE0000...0xE007F).contains(scalar.value)
        }
        #expect(raw.isEmpty, "\(text.debugDescription)")
        #expect(try parse(text)["text"] as? String == name)
        struct Shared: Decodable { let text: String }
        #expect(try JSONDecoder().decode(Shared.self, from: Data(text.utf8)).text == name)
    }

    @Test("a tag character beyond the Basic Multilingual Plane is written as its surrogate pair")
    func surrogatePairs() throws {
        let text = try JSONOutput.encode(["text": "a\u{E0065}b"])
        #expect(text.contains(#""a\udb40\udc65b""#), "\(text.debugDescription)")
        #expect(try parse(text)["text"] as? String == "a\u{E0065}b")
    }

    @Test("the escapes are the standard six-character form")
    func escapeForm() throws {
        let text = try JSONOutput.encode(["text": "a\u{202E}b\u{9B}c\u{1B}d\u{2028}e\u{7F}f é\u{200D}"])
        #expect(
            text == #"""
                {
                  "text" : "a\u202eb\u009bc\u001bd\u2028e\u007ff é\#u{200D}"
                }

                """#)
    }

    private func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
