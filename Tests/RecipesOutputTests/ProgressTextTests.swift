import RecipesOutput
import Testing

@Suite("The activity line's progress")
struct ProgressTextTests {
    @Test("counts first, then a bar of 16, then the time left once a second tells the pace")
    func line() {
        #expect(ProgressText.line(done: 0, total: 76, elapsed: 0) == "0/76 [----------------]")
        #expect(ProgressText.line(done: 19, total: 76, elapsed: 0.5) == "19/76 [####------------]", "no estimate before a second")
        #expect(ProgressText.line(done: 19, total: 76, elapsed: 3) == "19/76 [####------------] about 9 s left")
        #expect(ProgressText.line(done: 10, total: 400, elapsed: 10) == "10/400 [----------------] about 7 min left")
        #expect(ProgressText.line(done: 76, total: 76, elapsed: 8) == "76/76 [################]", "nothing left to estimate")
        #expect(
            ProgressText.line(done: 5, total: 3, elapsed: 2) == "5/5 [################]",
            "a total that grew late never shows more done than all")
    }
}
