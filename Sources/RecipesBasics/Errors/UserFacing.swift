#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An error of the core that knows how a person is told about it. Each error enum says so itself,
/// with an exhaustive switch beside its cases (in the file named after it): a new case does not
/// compile until it has its message and exit code.
public protocol UserFacing: Error {
    var userMessage: UserFacingError { get }
}
