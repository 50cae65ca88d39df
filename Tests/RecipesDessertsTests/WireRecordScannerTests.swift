import Foundation
import TestSupport
import Testing

@testable import RecipesBasics
@testable import RecipesCatalog
@testable import RecipesDesserts

/// The scanner is a fast path: wherever it answers, it must answer exactly what JSONDecoder would.
@Suite("wire record scanner")
struct WireRecordScannerTests {
    /// What `JSONDecoder` makes of the same bytes, through `WireRecord`'s own decoder.
    private func decoded(_ data: Data, key: String) -> WireRecordScanner.Answer? {
        struct Envelope: Decodable {
            let answer: WireRecordScanner.Answer
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                let key = AnyKey(stringValue: decoder.userInfo[CodingUserInfoKey(rawValue: "key")!] as! String)
                if try container.decodeNil(forKey: key) {
                    answer = .nothing(wasString: false)
                } else if (try? container.decode(String.self, forKey: key)) != nil {
                    answer = .nothing(wasString: true)
                } else {
                    answer = .records(try container.decode([WireRecord].self, forKey: key))
                }
            }
        }
        let decoder = JSONDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "key")!] = key
        return try? decoder.decode(Envelope.self, from: data).answer
    }

    static let fixtures = [
        "mealdb/filter-c-Dessert.json", "mealdb/lookup-52917.json", "mealdb/lookup-missing.json", "mealdb/filter-a-French.json",
        "mealdb/list-a-list.json", "mealdb/list-c-list.json", "cocktaildb/search-s-margarita.json",
        "cocktaildb/list-c-list.json", "cocktaildb/list-g-list.json", "cocktaildb/list-i-list.json",
    ]

    @Test("answers every real sample exactly as JSONDecoder does", arguments: fixtures)
    func realSamples(name: String) throws {
        let data = Fixtures.data(name)
        let key = name.hasPrefix("mealdb") ? "meals" : "drinks"
        let scanned = try #require(WireRecordScanner.scan(data, key: key), "the fast path should take a real answer")
        #expect(scanned == decoded(data, key: key))
    }

    /// Each odd input, and the key the scanner answers for (nil: it steps aside for both), so a
    /// scanner that stepped aside everywhere would not pass.
    static let quirks: [(String, String?)] = [
        (#"{"meals":null}"#, "meals"), (#"{"drinks":"None Found"}"#, "drinks"), (#"{"meals":[]}"#, "meals"),
        (
            #"{"meals":[{"idMeal":"1","strMeal":"A \u00e9\ud83c\udf70 \"q\" \\ \/","n":12,"neg":-3,"z":0,"x":null,"b":true,"o":{"a":1},"l":[1,"2"]}]}"#,
            "meals"
        ),
        (#"  {"other":[1,{"a":"b"}],"meals":[{"a":"b"}] ,"more":"x"}  "#, "meals"),
        (#"{"meals":[{"n":1.5}]}"#, nil), (#"{"meals":[{"n":1e3}]}"#, nil), (#"{"meals":[{"n":007}]}"#, nil),
        (#"{"meals":[{"n":99999999999999999999}]}"#, nil),
        (#"{"meals":[{"a":"1","a":"2"}]}"#, nil), (#"{"meals":[],"meals":null}"#, nil), (#"{"meals":[{"a":"b"}]} trailing"#, nil),
        (#"{"meals":[{"a":"b\u0001"}]}"#, "meals"),
        (#"{"meals":[{"a":"b"},]}"#, nil), (#"{"meals":[{"a":}]}"#, nil), (#"{"meals":{"a":"b"}}"#, nil), (#"{"meals":["a"]}"#, nil),
        (#"["meals"]"#, nil),
        (#"{"nothing":1}"#, nil),
        ("{\"meals\":[{\"a\":\"tab\there\"}]}", nil), (#"{"meals":[{"a":"\ud800"}]}"#, nil), (#"{"meals":[{"a":"\x"}]}"#, nil),
        (#"{"meals":[{"a":null,"a":"2"}]}"#, nil), (#"{"meals":[{"a":"1","a":null}]}"#, nil), (#"{"meals":[{"a":null,"a":null}]}"#, nil),
        (#"{"meals":[{"a":"\b\f\n\r\t\"\\\/\u0041\u00E9\u20ac\uD83C\uDF70\u0000x\/"}]}"#, "meals"),
        (#"{"meals":[{"a":"\/\/","b":"\u00e9\u00E9","c":"plain"}]}"#, "meals"),
        (#"{"meals":[{"a":"\uDC00"}]}"#, nil), (#"{"meals":[{"a":"\uD83Cx"}]}"#, nil), (#"{"meals":[{"a":"\uD83C\u0041"}]}"#, nil),
        (#"{"meals":[{"a":"\u12"}]}"#, nil), (#"{"meals":[{"a":"\u00gg"}]}"#, nil), (#"{"meals":[{"a":"x\"}]}"#, nil),
        (#"{"meals":[{"a":1,"a":"1"}]}"#, nil), (#"{"meals":[{"a":"1","b":null},{"a":"2","b":"x","c":null,"d":"y"}]}"#, "meals"),
    ]

    @Test("on odd or broken input it either agrees with JSONDecoder or steps aside, as listed", arguments: quirks)
    func oddInput(text: String, answers key: String?) {
        let data = Data(text.utf8)
        for asked in ["meals", "drinks"] {
            let scanned = WireRecordScanner.scan(data, key: asked)
            if asked == key {
                #expect(scanned != nil && scanned == decoded(data, key: asked), "\(text) for \(asked)")
            } else {
                #expect(scanned == nil, "steps aside: \(text) for \(asked)")
            }
        }
    }

    @Test("invalid UTF-8 is left to JSONDecoder")
    func invalidUTF8() {
        let data = Data(#"{"meals":[{"a":""#.utf8) + Data([0xFF, 0xFE]) + Data(#""}]}"#.utf8)
        #expect(WireRecordScanner.scan(data, key: "meals") == nil)
    }

    @Test("mutated answers: it never crashes, never disagrees with JSONDecoder, and still takes most valid ones")
    func mutations() {
        let original = Array(Fixtures.data("cocktaildb/search-s-margarita.json"))
        let alphabet = Array(#"{}[]",:0-9aen\ "#.utf8)
        var answered = 0
        var valid = 0
        for seed in 0..<300 {
            var generator = SplitMix(seed: UInt64(seed))
            var bytes = original
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                bytes[Int(generator.next() % UInt64(bytes.count))] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let data = Data(bytes)
            let reference = decoded(data, key: "drinks")
            if reference != nil { valid += 1 }
            if let scanned = WireRecordScanner.scan(data, key: "drinks") {
                answered += 1
                #expect(scanned == reference, "seed \(seed)")
            }
        }
        #expect(valid > 50 && answered >= valid * 3 / 4, "the fast path took \(answered) of \(valid) valid mutations")
    }
}
