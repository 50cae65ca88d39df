#ifndef CINTERRUPT_H
#define CINTERRUPT_H

// Ctrl-C, taken by a signal handler written in C, which does the only thing a handler may safely
// do here: write one byte to a pipe. A thread of the tool reads the pipe and does the rest in
// ordinary code. Whatever thread the signal lands on, the handler runs, never the default action.

// Installs the handler for SIGINT, and for SIGTERM and SIGHUP unless they are ignored (nohup). Each
// arrives down the pipe as its number, one byte. Returns the pipe's read end, or -1 (errno set) if
// it could not.
int cinterrupt_install(void);

// While `ignore` is non-zero, SIGINT is ignored (a pager started meanwhile inherits that);
// otherwise the handler takes it again.
void cinterrupt_ignore(int ignore);

// In a coverage build, writes the profile now, as the atexit handler `_exit` skips would have;
// otherwise does nothing. Call it right before `_exit` (CoverageProfile.c says how it tells).
void cinterrupt_write_coverage(void);

// For a full-screen view: each of `signals` (SIGWINCH, SIGTERM, SIGHUP) arrives as its number, one
// byte, down the returned pipe, for a thread of the view to act on (redraw; restore the terminal and
// end). Returns the pipe's read end, or -1.
int cinterrupt_watch(const int *signals, int count);

// Stops the process's job as Ctrl-Z at a shell does (SIGTSTP with its default action), and returns
// once the job is continued (`fg`), with SIGTSTP's handler as it was.
void cinterrupt_stop_self(void);

// Ends the process by `signal`'s default action, as if the signal had never been caught: after a
// view has restored the terminal, the shell sees the process killed by that signal.
void cinterrupt_die_of(int signal);

#endif
