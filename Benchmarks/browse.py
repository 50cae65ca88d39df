#!/usr/bin/env python3
"""Times `recipes browse` through a real pseudo-terminal, as a person's keys reach it: the first
screen from the cache, and each keystroke to its redraw on a 1,000-item list. No hook in the binary:
it is spawned on a pty of 100x30, keys are written to the pty's master, and the clock stops when the
screen's bytes for the answer have been read back.

  browse.py BINARY CACHE_HOME FAVORITES_HOME RUNS OUT.json
"""
import fcntl
import json
import os
import pty
import select
import signal
import statistics
import struct
import sys
import termios
import time

binary, cache_home, favorites_home, runs, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]


def spawn(home, *arguments):
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        env = {k: v for k, v in os.environ.items()}
        env.update(RECIPES_HOME=home, TERM="xterm-256color", LANG="C.UTF-8")
        os.execve(binary, [binary, "browse", *arguments], env)
    return pid, master


def read_until(master, needle, deadline=10.0):
    """Reads the pty until `needle` has appeared; returns the bytes read."""
    seen = b""
    end = time.perf_counter() + deadline
    while needle not in seen:
        left = end - time.perf_counter()
        if left <= 0:
            raise SystemExit(f"browse: no {needle!r} within {deadline} s; read {seen[-400:]!r}")
        ready, _, _ = select.select([master], [], [], left)
        if ready:
            seen += os.read(master, 65536)
    return seen


def drain(master, quiet=0.05):
    """Reads until the pty has been quiet for `quiet` seconds (what a redraw left behind)."""
    while select.select([master], [], [], quiet)[0]:
        try:
            os.read(master, 65536)
        except OSError:
            return


def stop(pid, master):
    os.write(master, b"q")
    os.waitpid(pid, 0)
    os.close(master)


# 1. The first screen: from the process's start to the status line of the cached list.
first = []
for _ in range(runs):
    start = time.perf_counter()
    pid, master = spawn(cache_home, "--offline")
    read_until(master, b"65 desserts")
    first.append((time.perf_counter() - start) * 1000)
    stop(pid, master)

# 2. Keystrokes on 1,000 favorites: j and k move (two rows redrawn), and typing into the filter
# (every row folded and compared again, the whole body redrawn).
pid, master = spawn(favorites_home, "favorites")
read_until(master, b"1000 favorites")
drain(master)


def keystroke(key, needle):
    start = time.perf_counter()
    os.write(master, key)
    read_until(master, needle)
    elapsed = (time.perf_counter() - start) * 1000
    drain(master, 0.01)
    return elapsed


moves = []
for i in range(runs * 5):
    moves.append(keystroke(b"j" if i % 2 == 0 else b"k", b"\x1b[K"))
filters = []
for _ in range(runs):
    keystroke(b"/", b"\xe2\x96\x8f")  # the filter line's cursor, ▏
    filters.append(keystroke(b"7", b" of 1000 favorites"))
    keystroke(b"\x1b", b"1000 favorites")
stop(pid, master)


def summary(values):
    values = sorted(values)
    return {"median": statistics.median(values), "p95": values[int(len(values) * 0.95) - 1] if len(values) > 1 else values[0],
            "max": values[-1], "runs": len(values)}


json.dump({"first": summary(first), "move": summary(moves), "filter": summary(filters)}, open(out, "w"))
