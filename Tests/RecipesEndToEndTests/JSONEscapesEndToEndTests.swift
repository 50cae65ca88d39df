import Foundation
import TestSupport
import Testing

/// `--json` keeps a server's exact strings, but never hands a terminal a raw control or bidi
/// character: they are `\uXXXX` escapes, which every JSON parser reads back as the same string.
@Suite("JSON escapes, end to end")
struct JSONEscapesEndToEndTests {
    /// A name with a bidi override, 8-bit CSI sequences, NEL, ALM, LRM/RLM, isolates, a line
    /// separator, DEL and an ESC sequence (the last one escaped on the wire, as JSON requires).
    static let hostile =
        "Evil\u{202E}gpj.exe\u{202C} \u{9B}31mred\u{9B}0m\u{85}\u{061C}\u{200E}\u{200F}\u{2066}i\u{2069}\u{2028}\u{7F}\u{1B}[2J"
    /// The same name as it must appear in `--json`.
    static let escaped = #"Evil\u202egpj.exe\u202c \u009b31mred\u009b0m\u0085\u061c\u200e\u200f\u2066i\u2069\u2028\u007f\u001b[2J"#
    /// The same name on the wire: raw UTF-8 but for ESC.
    static let wire = hostile.replacingOccurrences(of: "\u{1B}", with: #"\u001b"#)

    private static func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test("desserts show --json escapes a hostile name from the server, and it parses back exactly")
    func dessertShow() async throws {
        let sample = String(decoding: Fixtures.data("mealdb/lookup-52917.json"), as: UTF8.self)
        let hostileSample = sample.replacingOccurrences(
            of: #""strMeal":"White chocolate creme brulee""#, with: #""strMeal":"\#(Self.wire)""#)
        #expect(hostileSample != sample)
        let stub = try MealDBStub(override: { request in
            request.path.hasSuffix("lookup.php") ? .json(hostileSample) : nil
        })
        defer { stub.stop() }
        let result = try await stub.run("desserts", "show", "52917", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(Self.rawControls(result.stdout).isEmpty, "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("\n    \"name\" : \"\(Self.escaped)\",\n"), "\(result.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let item = try #require(object["item"] as? [String: Any])
        #expect(item["name"] as? String == Self.hostile)
    }

    @Test("cocktail search --json escapes a hostile name from the server, and it parses back exactly")
    func cocktailSearch() async throws {
        let stub = try CocktailDBStub(override: { request in
            guard request.path.hasSuffix("search.php") else { return nil }
            return .json(
                #"{"drinks":[{"idDrink":"11007","strDrink":"\#(Self.wire)","strCategory":"Ordinary Drink","strAlcoholic":"Alcoholic","strGlass":"Cocktail glass","strInstructions":"Shake.","strIngredient1":"Tequila","strMeasure1":"1 1/2 oz "}]}"#
            )
        })
        defer { stub.stop() }
        let result = try await stub.run("cocktail", "search", "evil", "--json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(Self.rawControls(result.stdout).isEmpty, "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("\"name\" : \"\(Self.escaped)\""), "\(result.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == [Self.hostile])
    }

    /// Invisible text and record separators: a soft hyphen, U+180E, an interlinear annotation, a
    /// paragraph separator, tag characters (beyond the BMP), and a line separator.
    static let invisible = "Eton\u{00AD} Mess\u{180E}\u{FFF9}x\u{2029}\u{E0065}\u{E007F}\u{2028}pie"

    @Test("list and show print no line or paragraph separator and no invisible text; --json escapes them all")
    func invisibleText() async throws {
        let wire = Self.invisible
        let stub = try MealDBStub(override: { request in
            guard request.path.hasSuffix("filter.php") else { return nil }
            return .json(#"{"meals":[{"idMeal":"52917","strMeal":"\#(wire)","strMealThumb":null}]}"#)
        })
        defer { stub.stop() }
        let list = try await stub.run("desserts", "list")
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout == "52917\tEton Messx  pie\n", "one record, one line, nothing hidden: \(list.stdout.debugDescription)")
        let json = try await stub.run("desserts", "list", "--json")
        #expect(json.stdout.contains(#""Eton\u00ad Mess\u180e\ufff9x\u2029\udb40\udc65\udb40\udc7f\u2028pie""#), "\(json.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["items"] as? [[String: Any]])?.first?["name"] as? String == Self.invisible)
    }
}
