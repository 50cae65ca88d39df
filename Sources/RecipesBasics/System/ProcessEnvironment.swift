#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's environment, read once. Foundation's `ProcessInfo.environment` builds a new
/// dictionary on every call, and its first costs about half a million instructions, 2.5% of an
/// offline `desserts list`; reading `environ` directly costs a tenth of that.
public enum ProcessEnvironment {
    public static let current: [String: String] = {
        #if canImport(Glibc)
        // Each name and value made from its own bytes, into a dictionary sized for them: a string
        // of the whole entry, cut in two and copied again, cost ~4,500 instructions a variable.
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables = [String: String](minimumCapacity: count)
        for index in 0..<count {
            guard let pointer = environ[index] else { break }
            let length = strlen(pointer)
            guard let equals = memchr(pointer, Int32(UInt8(ascii: "=")), length) else { continue }
            let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
            let nameLength = UnsafeRawPointer(equals) - UnsafeRawPointer(pointer)
            let name = String(decoding: UnsafeBufferPointer(start: bytes, count: nameLength), as: UTF8.self)
            // The first of a repeated name wins, as getenv(3) reads it.
            guard variables.index(forKey: name) == nil else { continue }
            variables[name] = String(
                decoding: UnsafeBufferPointer(start: bytes + nameLength + 1, count: length - nameLength - 1), as: UTF8.self)
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }()
}
