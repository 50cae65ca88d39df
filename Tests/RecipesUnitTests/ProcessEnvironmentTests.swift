import Foundation
import RecipesBasics
import Testing

@Suite("process environment")
struct ProcessEnvironmentTests {
    @Test("reads the same variables as Foundation, values with '=' in them included")
    func sameAsFoundation() {
        #expect(ProcessEnvironment.current == ProcessInfo.processInfo.environment)
        #expect(!ProcessEnvironment.current.isEmpty)
    }
}
