#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any string or integer key: for wire formats whose keys are read by name at run time.
package struct AnyKey: CodingKey {
    package let stringValue: String
    package let intValue: Int?
    package init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
    package init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
