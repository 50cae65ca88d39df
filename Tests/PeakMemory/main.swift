// peak-memory REPORT COMMAND [ARGUMENT...]
//
// Runs COMMAND with this process's streams and environment, writes "<peak resident KB>\n" to the
// file REPORT, and exits with COMMAND's status.
//
// Why a process of its own: Linux folds the high-water mark of the address space a program was
// started from into that program's ru_maxrss (posix_spawn shares the parent's address space until
// exec; fork copies it). Started straight from the test runner, `recipes` would read at least the
// runner's own peak, well over a hundred megabytes mid-suite. Started from this small process, it
// reads its own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, _ status: Int32) -> Never {
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: peak-memory REPORT COMMAND [ARGUMENT...]\n", 64) }
let argv = arguments.dropFirst(2).map { strdup($0) } + [nil]
var pid: pid_t = 0
let spawned = posix_spawn(&pid, arguments[2], nil, nil, argv, environ)
guard spawned == 0 else { fail("peak-memory: cannot start \(arguments[2]): \(String(cString: strerror(spawned)))\n", 127) }
var status: Int32 = 0
var usage = rusage()
while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
#if canImport(Darwin)
let kilobytes = Int(usage.ru_maxrss) / 1024
#else
let kilobytes = Int(usage.ru_maxrss)
#endif
guard let report = fopen(arguments[1], "w") else { fail("peak-memory: cannot write \(arguments[1])\n", 73) }
fputs("\(kilobytes)\n", report)
fclose(report)
exit((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
