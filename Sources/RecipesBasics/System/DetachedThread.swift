#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain thread for blocking work, so it never holds the thread tasks run on (the main thread's
/// loop in the tool, one of the cooperative pool's few threads elsewhere).
public enum DetachedThread {
    /// Runs blocking `body` on a thread of its own and waits for its result without holding a
    /// thread; `cancel` is called if the waiting task is cancelled meanwhile.
    package static func run<Value: Sendable>(
        _ body: @escaping @Sendable () -> Result<Value, Error>,
        onCancel cancel: @escaping @Sendable () -> Void
    ) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start { continuation.resume(with: body()) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Runs `body` on a new detached thread, or here when no thread can be made.
    static func start(_ body: @escaping @Sendable () -> Void) {
        if !spawn(body) { body() }
    }

    /// Starts `body` on a new detached thread with a stack of `stackSize` bytes (the system's
    /// default when nil). False, and `body` not run, when no thread could be made.
    public static func spawn(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN))) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { context in
                let pointer: UnsafeMutableRawPointer? = context // optional on Linux, not on Darwin
                Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue().body()
                return nil
            }, box)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        return true
    }

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
