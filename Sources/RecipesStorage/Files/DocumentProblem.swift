/// Why a document's bytes are not one this build can use, in words for a person; the store adds
/// which file (`StoreError`).
package enum DocumentProblem: Error, Equatable {
    case corrupt(String)
    case newerVersion(Int)
}
