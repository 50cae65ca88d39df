import RecipesCore
import Testing

@Suite("User-facing errors")
struct UserFacingErrorTests {
    @Test("maps each core error to one line and its documented exit code", arguments: [
        (LoadError.unavailable(host: "h", reason: "connection refused") as any Error,
         "cannot reach h: connection refused. Check your connection, or try again later.", RecipesCore.ExitStatus.unavailable),
        (LoadError.invalidData(host: "h", reason: "the answer is empty"), "invalid data from h: the answer is empty.", .invalidData),
        (CatalogError.notFound(catalog: .desserts, id: "1"), "no dessert with id 1.", .notFound),
        (CancellationError(), "interrupted", .interrupted),
    ])
    func maps(error: any Error, message: String, status: RecipesCore.ExitStatus) throws {
        let failure = try #require(UserFacingError(error))
        #expect(failure.message == message)
        #expect(failure.status == status)
        #expect(!failure.message.contains("\n"))
    }

    @Test("leaves errors it does not know to the argument parser")
    func unknown() {
        struct Other: Error {}
        #expect(UserFacingError(Other()) == nil)
    }

    @Test("documents the conventional exit codes")
    func codes() {
        #expect(RecipesCore.ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 69, 73, 75, 130])
    }
}
