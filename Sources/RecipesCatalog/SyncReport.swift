import RecipesBasics

/// What a sync did: answers fetched and stored, answers skipped as still fresh, and the requests that
/// failed, each with why. `RecipesOutput.SyncOutput` says it to a person or a script.
public struct SyncReport: Sendable, Equatable, Encodable {
    public struct Failure: Sendable, Equatable, Encodable {
        public let url: String
        public let reason: String
        /// The server answered, with something unusable (not in the JSON: its reason says so).
        public let invalidData: Bool

        enum CodingKeys: String, CodingKey { case url, reason }

        public init(url: String, reason: String, invalidData: Bool = false) {
            self.url = url
            self.reason = reason
            self.invalidData = invalidData
        }
    }

    public let catalogs: [String]
    public let stored: Int
    public let skipped: Int
    public let failed: [Failure]

    public init(catalogs: [String], stored: Int, skipped: Int, failed: [Failure]) {
        self.catalogs = catalogs
        self.stored = stored
        self.skipped = skipped
        self.failed = failed
    }

    /// 69 only when requests failed and nothing is stored: neither fetched now nor kept from before.
    public var nothingStored: Bool { !failed.isEmpty && stored == 0 && skipped == 0 }

    /// What ends a sync that stored nothing: exit 69, or 65 when every request was answered with
    /// invalid data (a captive portal's page), as any other command's invalid answer exits.
    public var nothingStoredError: UserFacingError {
        let requests = failed.count == 1 ? "1 request" : "\(failed.count) requests"
        return UserFacingError(
            "sync stored nothing: \(requests) failed (\(failed.first?.reason ?? "")).",
            status: failed.allSatisfy(\.invalidData) ? .invalidData : .unavailable)
    }
}
