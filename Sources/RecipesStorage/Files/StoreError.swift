import RecipesBasics

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a store file could not be used. Nothing was changed in any of these cases.
public enum StoreError: UserFacing, Equatable, Sendable {
    case corrupt(path: String, reason: String)
    case newerVersion(path: String, version: Int)
    case locked(path: String, seconds: Double)
}

extension StoreError {
    public var userMessage: UserFacingError {
        switch self {
        case .corrupt(let path, let reason):
            UserFacingError(
                "\(path) is corrupt (\(reason)). Nothing was changed; fix or move the file, or run a command that changes it "
                    + "to start afresh (its bytes are kept).", status: .invalidData)
        case .newerVersion(let path, let version):
            UserFacingError(
                "\(path) was written by a newer recipes (\(version == Int.max ? "a schemaVersion past what this build can count" : "schemaVersion \(version)")). "
                    + "Nothing was changed; upgrade recipes to use it.",
                status: .invalidData)
        case .locked(let path, let seconds):
            UserFacingError(
                "another recipes process has held \(path) for \(DurationText.amount(seconds)). Try again when it has finished.",
                status: .locked)
        }
    }
}
