import Foundation
import RecipesBasics
import RecipesStorage
import Testing

@Suite("strict JSON scanner")
struct StrictJSONScannerTests {
    /// Whether the bytes are JSON by the scanner, and the doubt it noted, with where.
    private func scan(_ bytes: [UInt8]) -> (json: Bool, doubt: String?) {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = StrictJSONScanner(bytes: buffer)
            let json = scanner.skipValue() && scanner.atEnd()
            return (json, scanner.doubt?.describe())
        }
    }

    private func scan(_ text: String) -> (json: Bool, doubt: String?) { scan(Array(text.utf8)) }

    /// `{"a":"<bytes>"}`: a string holding exactly these bytes.
    private func string(_ bytes: [UInt8]) -> [UInt8] { Array(#"{"a":""#.utf8) + bytes + Array(#""}"#.utf8) }

    static let cleanDocuments = [
        #"{"a":[1,-0.5e+3,true,false,null,"x"],"b":{}}"#, #"  [ ]  "#, "[1,]", #"{"a":[1 , ],}"#, #""\"\\\/\b\f\n\r\t\u00e9\ud83c\udf70""#,
        "\"Crème 🍮 布丁\"", #"{"z":1,"a":2}"#, #"{"é":1,"e":2}"#, "0", "-0", "1E2",
    ]

    @Test("valid JSON holding nothing a decoder would misread is read without a doubt", arguments: cleanDocuments)
    func clean(text: String) {
        #expect(scan(text) == (true, nil))
    }

    @Test(
        "a key given twice is a doubt, however it is spelled and however many keys come before",
        arguments: [
            (#"{"a":1,"a":2}"#, "duplicate key at a"),
            (#"{"a":{"b":[1,{"c":1,"c":2}]}}"#, "duplicate key at a.b[1].c"),
            (#"{"note":1,"not\u0065":2}"#, "duplicate key at note"),
            ("{\"\u{E9}\":1,\"e\u{301}\":2}", "duplicate key at \u{E9}"),
            ("{" + (1...40).map { #""k\#($0)":0,"# }.joined() + #""k7":1}"#, "duplicate key at k7"),
            (#"{"Key":1,"\u212Aey":2}"#, "duplicate key at \u{212A}ey"), // the Kelvin sign is canonically a K
            (#"{"b":1,"a":2,"b":3}"#, "duplicate key at b"), (#"{"b":1,"a":2,"\u0062":3}"#, "duplicate key at b"),
        ])
    func duplicateKeys(text: String, doubt: String) {
        #expect(scan(text) == (true, doubt))
    }

    @Test(
        "bytes that are not UTF-8 are a doubt, and the string still ends where it ends",
        arguments: [
            [0xE9], [0x80], [0xC0, 0xAF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
            [0xE2, 0x82],
        ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(scan(string(bytes)) == (true, "invalid UTF-8 at a"))
    }

    @Test("a surrogate without its pair is a doubt", arguments: [#"\ud800"#, #"\udc00"#, #"x\ud800\u0041"#, #"\ud800\ud800"#, #"\uDBFF"#])
    func loneSurrogate(escape: String) {
        #expect(scan(string(Array(escape.utf8))) == (true, "lone surrogate at a"))
    }

    @Test("a byte worth stopping for is found wherever it falls in the eight bytes read at once", arguments: 0..<17)
    func everyPosition(offset: Int) {
        func around(_ bytes: [UInt8]) -> [UInt8] {
            string(Array(repeating: UInt8(ascii: "a"), count: offset) + bytes + Array(repeating: UInt8(ascii: "b"), count: 20 - offset))
        }
        #expect(scan(around([0xE9])) == (true, "invalid UTF-8 at a"))
        #expect(scan(around([0xC3, 0xA9])) == (true, nil))
        #expect(scan(around(Array(#"\""#.utf8))) == (true, nil))
        #expect(scan(around(Array(#"\ud800"#.utf8))) == (true, "lone surrogate at a"))
        #expect(scan(around([0x01])).json == false)
        #expect(scan(around([0x22])).json == false)
    }

    @Test(
        "a value nested past 512 levels is a doubt (JSONDecoder refuses it), said once and briefly; JSON's grammar still holds there",
        arguments: [
            (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "nesting deeper than 512 levels at the top level"),
            (
                #"{"a":{"b":"# + String(repeating: "[", count: 600) + "1," + String(repeating: "]", count: 600) + "}}",
                "nesting deeper than 512 levels at a.b"
            ),
            (
                String(repeating: #"{"k":"#, count: 700) + #"[1,{"x":"é"},true,[],{}]"# + String(repeating: "}", count: 700),
                "nesting deeper than 512 levels at k.k.k.k.k.k.k.k…"
            ),
        ])
    func tooDeep(text: String, doubt: String) {
        #expect(scan(text) == (true, doubt))
    }

    @Test(
        "past 512 levels, what is not JSON is still not JSON",
        arguments: [
            String(repeating: "[", count: 600) + String(repeating: "]", count: 599),
            String(repeating: "[", count: 600) + "1,," + String(repeating: "]", count: 600),
            String(repeating: "[", count: 600) + String(repeating: "]", count: 599) + "}",
            String(repeating: #"{"k":"#, count: 600) + "1" + String(repeating: "]", count: 600),
            String(repeating: #"{"k":"#, count: 600) + "tru" + String(repeating: "}", count: 600),
            String(repeating: #"{"k""#, count: 600),
            String(repeating: "[", count: 600) + #""open"# + String(repeating: "]", count: 600),
        ])
    func tooDeepNotJSON(text: String) {
        #expect(scan(text).json == false)
    }

    @Test(
        "anything outside JSON's grammar is not JSON",
        arguments: [
            "", "tru", "nul", "1.", "01", "-", "+1", ".5", "1e", "[,]", "[1,,]", "{,}", #"{"a":1,,}"#, #"{"a"}"#, #"{a:1}"#, "[1 2]",
            #""\x""#, #""\u12""#,
            "\"tab\there\"", #""open"#, "[", "]", "{}}", #"{"a":[}"#, "'x'", "NaN", "[1]x",
        ])
    func notJSON(text: String) {
        #expect(scan(text).json == false)
    }

    @Test(
        "the scanner and JSONDecoder agree: it refuses what the decoder refuses, and doubts exactly what the decoder would misread or refuse"
    )
    func sameVerdictAsDecoder() {
        let documents =
            Self.cleanDocuments.map { Array($0.utf8) } + [
                Array(#"{"a":1,"a":2}"#.utf8), Array(#"{"Key":1,"\u212Aey":2}"#.utf8), Array(#"{"n":"\ud800"}"#.utf8), string([0xE9]),
                string([0xED, 0xA0, 0x80]),
                Array("[1,]".utf8), Array("01".utf8), Array("tru".utf8), Array(#"{"a":[}"#.utf8), Array(#""\x""#.utf8),
                Array(String(repeating: "[", count: 600).utf8) + Array(String(repeating: "]", count: 600).utf8),
            ]
        for bytes in documents {
            // Every value decoded: JSONDecoder checks only the values it is asked for.
            let decoded = (try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))) != nil
            let (json, doubt) = scan(bytes)
            let misread = doubt?.hasPrefix("duplicate key") == true
            // The decoder reads a key given twice (keeping one); it refuses the other doubts.
            #expect(
                decoded == (json && (doubt == nil || misread)),
                "\(String(decoding: bytes, as: UTF8.self)): scanner \(json), \(doubt ?? "no doubt")")
        }
    }
}
