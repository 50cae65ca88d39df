import RecipesBasics
import RecipesHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Shared by every catalog's mappers: decode a private wire type, and turn Foundation's
/// decoding errors into one short phrase instead of a dump.
public enum JSONWire {
    public static func decode<Wire: Decodable>(_ type: Wire.Type, from data: Data, response: HTTPResponse) throws -> Wire {
        try refuseNonJSON(data, response: response)
        do {
            return try JSONDecoder().decode(Wire.self, from: data)
        } catch let error as DecodingError {
            throw MappingError(JSONProblem.describe(error))
        }
    }

    /// An HTML page or an empty answer is not worth decoding: say so plainly.
    package static func refuseNonJSON(_ data: Data, response: HTTPResponse) throws {
        if looksLikeHTML(data, contentType: response.contentType) {
            throw MappingError("the server sent an HTML page instead of JSON")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw MappingError("the answer is empty")
        }
    }

    static func looksLikeHTML(_ data: Data, contentType: String?) -> Bool {
        if let contentType, ByteSearch.contains(contentType, "text/html", ignoringASCIICase: true) { return true }
        let start = data.prefix(64).drop(while: {
            $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        })
        return start.first == UInt8(ascii: "<")
    }
}
