#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A local file or folder could not be read or written. Maps to exit 73 (write) or 65 (corrupt).
public enum FileError: UserFacing, Equatable, Sendable {
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
}

extension FileError {
    public var userMessage: UserFacingError {
        switch self {
        case .cannotWrite(let path, let reason) where path == StandardStream.outputName:
            UserFacingError("cannot write \(path): \(reason). Check where it is redirected.", status: .cannotWrite)
        case .cannotWrite(let path, let reason):
            UserFacingError("cannot write \(path): \(reason). Check the folder's permissions and free space.", status: .cannotWrite)
        case .cannotRead(let path, let reason):
            // Not a write failure (73) and not corrupt data (65): the file is missing or unreadable.
            UserFacingError("cannot read \(path): \(reason).", status: .notFound)
        }
    }
}
