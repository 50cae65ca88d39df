import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The fast path for TheMealDB's and TheCocktailDB's answers: `{"meals": [flat objects]}` read
/// straight into `WireRecord`s, without `JSONDecoder`'s generic machinery (a third of an offline
/// `desserts list` at start-up). It keeps exactly what `WireRecord`'s decoder keeps (strings, and
/// whole numbers as text; nulls, booleans, fractions and nested values dropped), and gives up on
/// anything it is not sure of: invalid UTF-8, a repeated key, a number with a fraction, exponent
/// or leading zero, or any shape but the expected one. The caller then decodes with `JSONDecoder`,
/// which decides what is valid and words the error.
package enum WireRecordScanner {
    package enum Answer: Equatable {
        /// The list under the key.
        case records([WireRecord])
        /// `null`, or a string in place of the list (TheCocktailDB's "None Found").
        case nothing(wasString: Bool)
    }

    package static func scan(_ data: Data, key: String) -> Answer? {
        guard String(validating: data, as: UTF8.self) != nil else { return nil }
        return data.withUnsafeBytes { buffer -> Answer? in
            var scanner = JSONScanner(bytes: buffer.bindMemory(to: UInt8.self))
            var answer: Answer?
            var seen = Set<String>()
            let complete = scanner.object { name, scanner in
                guard seen.insert(name).inserted else { return false }
                guard name == key else { return scanner.skipValidValue() }
                if scanner.literal("null") {
                    answer = .nothing(wasString: false)
                    return true
                }
                if scanner.peek() == UInt8(ascii: "\"") {
                    answer = scanner.string().map { _ in .nothing(wasString: true) }
                    return answer != nil
                }
                answer = scanner.records().map(Answer.records)
                return answer != nil
            }
            guard complete, scanner.atEnd() else { return nil }
            return answer
        }
    }
}

extension WireRecordScanner.Answer {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.nothing(let a), .nothing(let b)): return a == b
        case (.records(let a), .records(let b)): return a.map(\.fields) == b.map(\.fields)
        default: return false
        }
    }
}

private extension JSONScanner {
    /// `[ {flat object}, ... ]`.
    mutating func records() -> [WireRecord]? {
        var records: [WireRecord] = []
        // Sized for the previous record: one allocation per record, no rehashing as it fills.
        var expected = 8
        let complete = array { scanner in
            var fields = [String: String](minimumCapacity: expected)
            var skipped = Set<String>() // keys whose values are not kept, to refuse them repeated
            let ok = scanner.object { name, scanner in
                switch scanner.peek() ?? 0 {
                case UInt8(ascii: "\""):
                    guard let text = scanner.string() else { return false }
                    return fields.updateValue(text, forKey: name) == nil && !skipped.contains(name)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard let number = scanner.number(), scanner.atDelimiter(), let whole = Self.whole(number) else { return false }
                    return fields.updateValue(whole, forKey: name) == nil && !skipped.contains(name)
                default:
                    // null, true, false, objects, arrays: not kept
                    guard fields[name] == nil, skipped.insert(name).inserted else { return false }
                    return scanner.skipValidValue()
                }
            }
            expected = fields.count + skipped.count
            guard ok else { return false }
            records.append(WireRecord(fields: fields))
            return true
        }
        return complete ? records : nil
    }

    /// A whole number that fits an `Int`, as `WireRecord` keeps it; nil for a fraction, an
    /// exponent or a size `JSONDecoder` might read differently (left to it).
    static func whole(_ number: String) -> String? {
        guard !number.contains("."), !number.contains("e"), !number.contains("E"), number.count < 19 else { return nil }
        return Int(number).map(String.init)
    }
}
