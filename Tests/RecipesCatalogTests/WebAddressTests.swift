import Foundation
import RecipesCatalog
import TestSupport
import Testing

/// The favorites scan takes a plain web address as a URL without asking `URL(string:)`: every
/// address it takes must be one `URL(string:)` reads, or the list would show a favorite the
/// decoder refuses.
@Suite("a stored URL read without URL(string:)")
struct WebAddressTests {
    private func isWebAddress(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { JSONShape.isWebAddress($0) }
    }

    /// Every string value of the fixtures that looks like an address.
    static let fixtureAddresses: [String] = [
        "mealdb/filter-c-Dessert.json", "mealdb/lookup-52917.json", "mealdb/filter-a-French.json",
        "cocktaildb/search-s-margarita.json",
    ].flatMap { name -> [String] in
        let text = Fixtures.text(name)
        return text.components(separatedBy: "\"").filter { $0.hasPrefix("http") }.map { $0.replacingOccurrences(of: "\\/", with: "/") }
    }

    static let tricky = [
        "https://127.0.0.1/images/media/meals/uryqru1511798039.jpg", "https://127.0.0.1/watch?v=LmJ0lsPLHDc",
        "http://127.0.0.1/recipes/2540/white-chocolate-crme-brle", "https://127.0.0.1/c?d=e&f=g;h", "https://127.0.0.1/%20z", "https://127",
        "http://127.0.0.1:9/images/a.jpg", "https://127.0.0.1:0/", "https://127.0.0.1:65535/a", "https://127.0.0.1:65536/",
        "https://127.0.0.1:99999/",
        "https://127.0.0.1:123456/", "https://127.0.0.1:/", "https://127.0.0.1:8a/", "https://127.0.0.1:80", "https://127.0.0.1:-1/",
        "https://127.0.0.1:+80/",
        "https://127.0.0.1:80:80/", "https://127.0.0.1:08080/",
        "https://127.0.0.1/a%2", "https://127.0.0.1/a%zz", "https://127.0.0.1/a b", "https://127.0.0.1/[", "https://[::1]/",
        "https://127.0.0.1:80/", "https://127.0.0.1#frag",
        "https://127.0.0.1/é", "ftp://127.0.0.1/", "https://", "http:/127.0.0.1", "https://127.0.0.1/a\"b", "https://127.0.0.1/a\\b",
        "https://127.0.0.1/a|b",
        "https://127.0.0.1/a^b",
        "https://-/", "https://127..0.0.1/", "https://127.0.0.1/~a_b-c.d!$&'()*+,;=:@/?", "", "https://127.0.0.1/\u{7F}",
    ]

    @Test(
        "every address it takes, URL(string:) reads too; the catalogs' own addresses it takes without asking",
        arguments: fixtureAddresses + tricky)
    func takesOnlyWhatURLReads(address: String) {
        if isWebAddress(address) { #expect(URL(string: address) != nil, "\(address)") }
    }

    @Test(
        "a list row's address is the text of the URL the record gives",
        arguments: fixtureAddresses + tricky + [" https://127.0.0.1/a ", "\u{1B}[31mhttps://127.0.0.1"])
    func rowAddress(address: String) {
        let record = WireRecord(fields: ["strMealThumb": address])
        #expect(record.webAddress("strMealThumb") == record.url("strMealThumb")?.absoluteString, "\(address)")
        let summary = RecipeSummary(id: "1", name: "x", thumbnailAddress: record.webAddress("strMealThumb"))
        #expect(summary.thumbnailURL == record.url("strMealThumb"), "\(address)")
    }

    /// Every byte in a host and in a path, against the classes the scan's table is made of, written
    /// out again here the plain way.
    @Test("each byte is taken in a host, a path or an escape exactly when its class allows it")
    func everyByte() {
        func alphanumeric(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        func hex(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
        for value in 0...255 {
            let byte = UInt8(value)
            let host = alphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            let path = alphanumeric(byte) || "-._~!$&'()*+,;=:@/?".utf8.contains(byte)
            func taken(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { JSONShape.isWebAddress($0) } }
            // A `/` ends the host, and what follows is a path.
            let hostOrPath = host || byte == UInt8(ascii: "/")
            #expect(taken(Array("https://127.0".utf8) + [byte] + Array("0.1/c".utf8)) == hostOrPath, "host byte \(value)")
            #expect(taken(Array("https://127.0.0.1/c".utf8) + [byte]) == path, "path byte \(value)")
            #expect(taken(Array("https://127.0.0.1/%".utf8) + [byte, UInt8(ascii: "0")]) == hex(byte), "escape byte \(value)")
            #expect(taken(Array("https://127.0.0.1/%0".utf8) + [byte]) == hex(byte), "escape byte \(value)")
        }
    }

    @Test("a port is 1 to 5 digits up to 65535, and the address after it is read as before")
    func ports() {
        for taken in ["http://127.0.0.1:9/images/a.jpg", "https://127.0.0.1:0/", "https://127.0.0.1:65535/a", "https://127.0.0.1:80"] {
            #expect(isWebAddress(taken), "\(taken)")
        }
        for refused in [
            "https://127.0.0.1:65536/", "https://127.0.0.1:123456/", "https://127.0.0.1:/", "https://127.0.0.1:8a/",
            "https://127.0.0.1:80:80/", "https://:80/",
        ] {
            #expect(!isWebAddress(refused), "\(refused)")
        }
    }

    @Test("the addresses the catalogs send are taken without asking", arguments: fixtureAddresses)
    func catalogAddresses(address: String) {
        #expect(isWebAddress(address), "\(address)")
    }
}
