/// Runs work concurrently, never more than `limit` at once, keeping the input's order. The first
/// error cancels the rest and is thrown: a fan-out never returns a silently partial answer.
public enum BoundedConcurrency {
    /// `progress` hears (done, total) after each piece of work finishes.
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], limit: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ transform: @escaping @Sendable (Input) async throws -> Output
    ) async throws -> [Output] {
        try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: inputs.count)
            var next = 0
            func startNext() {
                guard next < inputs.count else { return }
                let index = next
                let input = inputs[index]
                group.addTask {
                    // Awaited before the pair is made (Docs/Architecture.md, "Tuples and suspensions").
                    let output = try await transform(input)
                    return (index, output)
                }
                next += 1
            }
            for _ in 0..<max(1, limit) { startNext() }
            var done = 0
            while let (index, output) = try await group.next() {
                results[index] = output
                done += 1
                progress?(done, inputs.count)
                startNext()
            }
            return results.map { $0! }
        }
    }
}
