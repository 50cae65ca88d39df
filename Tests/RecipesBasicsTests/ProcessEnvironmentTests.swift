import Foundation
import RecipesBasics
import Testing

@Suite("process environment")
struct ProcessEnvironmentTests {
    // A value with '=' in it is read whole: StoreFilesEndToEndTests gives the binary such a RECIPES_HOME.
    @Test("reads the same variables as Foundation")
    func sameAsFoundation() {
        #expect(ProcessEnvironment.current == ProcessInfo.processInfo.environment)
        #expect(!ProcessEnvironment.current.isEmpty)
    }
}
