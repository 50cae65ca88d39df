#include "CInterrupt.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <pthread.h>

static int write_end = -1;

static void on_interrupt(int signal) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal;
    ssize_t ignored = write(write_end, &byte, 1); // a full pipe already holds an interrupt
    (void)ignored;
    errno = saved;
}

static int take_one(int signal) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signal, &action, NULL);
}

static int take(void) {
    return take_one(SIGINT);
}

// SIGTERM and SIGHUP end the run as Ctrl-C does, cleaning up first; a signal the shell set to be
// ignored (nohup) stays ignored.
static void take_endings(void) {
    const int endings[] = {SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof endings / sizeof endings[0]; i++) {
        struct sigaction current;
        if (sigaction(endings[i], NULL, &current) == 0 && current.sa_handler == SIG_IGN) continue;
        take_one(endings[i]);
    }
}

int cinterrupt_install(void) {
    int ends[2];
    if (pipe(ends) != 0) return -1;
    for (int i = 0; i < 2; i++) fcntl(ends[i], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK);
    write_end = ends[1];
    if (take() != 0) {
        close(ends[0]);
        close(ends[1]);
        write_end = -1;
        return -1;
    }
    take_endings();
    return ends[0];
}

void cinterrupt_ignore(int ignore) {
    if (ignore) {
        signal(SIGINT, SIG_IGN);
    } else if (write_end >= 0) {
        take();
    } else {
        signal(SIGINT, SIG_DFL);
    }
}

static int watch_end = -1;

static void on_watched(int signal) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal;
    ssize_t ignored = write(watch_end, &byte, 1); // a full pipe already holds one
    (void)ignored;
    errno = saved;
}

int cinterrupt_watch(const int *signals, int count) {
    int ends[2];
    if (pipe(ends) != 0) return -1;
    for (int i = 0; i < 2; i++) fcntl(ends[i], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK);
    watch_end = ends[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_watched;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < count; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
    }
    return ends[0];
}

void cinterrupt_stop_self(void) {
    struct sigaction previous, stop;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    kill(0, SIGTSTP); // the whole job stops, as the shell expects; returns once `fg` continues it
    sigaction(SIGTSTP, &previous, NULL);
}

void cinterrupt_die_of(int signal) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(signal);
}
