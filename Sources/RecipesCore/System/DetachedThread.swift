#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain thread for blocking work, so it never holds one of the cooperative pool's few threads.
enum DetachedThread {
    /// Runs blocking `body` on a thread of its own and waits for its result without holding a
    /// thread; `cancel` is called if the waiting task is cancelled meanwhile.
    static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Result<Value, Error>,
                                     onCancel cancel: @escaping @Sendable () -> Void) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start { continuation.resume(with: body()) }
            }
        } onCancel: {
            cancel()
        }
    }

    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, nil, { context in
            let pointer: UnsafeMutableRawPointer? = context // optional on Linux, not on Darwin
            Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue().body()
            return nil
        }, box)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(box).takeRetainedValue().body()
            return
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
    }

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
