#include "CInterrupt.h"

// A build with coverage (`swift build --enable-code-coverage`, Scripts/coverage) links LLVM's
// profile runtime, which writes the run's counters from an atexit handler; `_exit` skips that.
// The runtime's functions are hidden symbols, so dlsym cannot find them, but a weak reference from
// inside the same link can: the linker binds it to the function when the runtime is linked, and in
// every other build it stays undefined, which the dynamic loader resolves to null (two failed
// lookups at start, which a library's bloom filter answers in nanoseconds; this then costs one
// comparison). The reference must keep default visibility: a hidden one left undefined is resolved
// by glibc as a symbol of the binary itself, at address 0 of its image, which then gets called.
// Mach-O refuses a weak reference nothing defines at link time, so elsewhere this does nothing.
#if defined(__ELF__)
#include <stdint.h>
#include <sys/resource.h>

extern int __llvm_profile_write_file(void) __attribute__((weak));
extern uint64_t __llvm_profile_get_size_for_buffer(void) __attribute__((weak));
#endif

void cinterrupt_write_coverage(void) {
#if defined(__ELF__)
    if (!__llvm_profile_write_file) return;
    // Under a file-size limit smaller than the profile (tests fake a full disk with `ulimit -f`)
    // the write could only fail: it would leave a truncated file, which spoils the merge, and add
    // the runtime's own error to the stderr the test reads. Such a run's counters are left out.
    struct rlimit limit;
    if (__llvm_profile_get_size_for_buffer && getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY
        && limit.rlim_cur < __llvm_profile_get_size_for_buffer()) return;
    (void)__llvm_profile_write_file();
#endif
}
