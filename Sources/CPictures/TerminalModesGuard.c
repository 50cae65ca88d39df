#include "CPictures.h"

#include <signal.h>
#include <string.h>
#include <termios.h>

// The terminal's modes before a question, and the descriptor they belong to; -1 when no question
// is in progress. Written before the handlers are installed, read only by them.
static struct termios saved_modes;
static volatile sig_atomic_t guarded_fd = -1;

static const int guarded_signals[] = {SIGTERM, SIGHUP};
enum { guarded_count = sizeof guarded_signals / sizeof guarded_signals[0] };
static struct sigaction earlier[guarded_count];
static int installed[guarded_count];

static void restore_then_end(int signal_number) {
    int fd = guarded_fd;
    if (fd >= 0) tcsetattr(fd, TCSANOW, &saved_modes);
    // The default action, now that the terminal is as it was: the parent sees the signal.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal_number, &fallback, NULL);
    raise(signal_number);
}

void cpictures_guard_modes(int fd, const void *modes, size_t size) {
    if (size != sizeof saved_modes) return;
    memcpy(&saved_modes, modes, sizeof saved_modes);
    guarded_fd = fd;
    for (int i = 0; i < guarded_count; i++) {
        installed[i] = 0;
        struct sigaction current;
        if (sigaction(guarded_signals[i], NULL, &current) != 0) continue;
        // A signal someone handles or ignores stays theirs.
        if (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO)) continue;
        struct sigaction guard;
        memset(&guard, 0, sizeof guard);
        guard.sa_handler = restore_then_end;
        sigemptyset(&guard.sa_mask);
        if (sigaction(guarded_signals[i], &guard, &earlier[i]) == 0) installed[i] = 1;
    }
}

void cpictures_unguard_modes(void) {
    for (int i = 0; i < guarded_count; i++) {
        if (installed[i]) sigaction(guarded_signals[i], &earlier[i], NULL);
        installed[i] = 0;
    }
    guarded_fd = -1;
}
