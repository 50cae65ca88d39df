#!/usr/bin/env python3
"""Times `recipes browse` through a real pseudo-terminal, as a person's keys reach it: the first
screen from the cache, and each keystroke to its redraw on a 1,000-item list; then the same on a
cocktail list of 5,000 drinks. No hook in the binary: it is spawned on a pty of 100x30, keys are
written to the pty's master, and the clock stops when the screen's bytes for the answer have been
read back.

The 5,000 drinks are TEST-ONLY records made here from the shape of a real one ("Test-only drink
00042", ids from 9,000,000): this script serves them on a loopback port as TheCocktailDB's
search.php?f=LETTER, `recipes cocktail list` keeps them in the cache of a fresh home, and browse
opens that home offline. Nothing of it ships.

  browse.py BINARY CACHE_HOME FAVORITES_HOME RUNS OUT.json
"""
import fcntl
import http.server
import json
import os
import pty
import select
import signal
import statistics
import struct
import sys
import subprocess
import tempfile
import termios
import threading
import time

binary, cache_home, favorites_home, runs, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]


def spawn(home, *arguments, extra_env=None):
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        env = {k: v for k, v in os.environ.items()}
        env.update(RECIPES_HOME=home, TERM="xterm-256color", LANG="C.UTF-8", **(extra_env or {}))
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


# 3. A cocktail list of 5,000 drinks: the first screen from the cache, and a filter keystroke.
LETTERS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [str(d) for d in range(10)]
BIG = 5000


def test_only_drink(i):
    return {"idDrink": str(9_000_000 + i), "strDrink": f"{LETTERS[i % len(LETTERS)].upper()} test-only drink {i:05d}",
            "strCategory": "Cocktail", "strAlcoholic": "Alcoholic", "strGlass": "Highball glass",
            "strInstructions": "Stir with ice.", "strDrinkThumb": None,
            "strIngredient1": "Gin", "strMeasure1": "2 oz", "strIngredient2": "Tonic water", "strMeasure2": "4 oz"}


BY_LETTER = {letter: [] for letter in LETTERS}
for i in range(BIG):
    BY_LETTER[LETTERS[i % len(LETTERS)]].append(test_only_drink(i))


class BigList(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        letter = self.path.split("f=", 1)[1] if "search.php?f=" in self.path else None
        body = json.dumps({"drinks": BY_LETTER.get(letter) or None}).encode()
        self.send_response(200 if letter is not None else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), BigList)
threading.Thread(target=server.serve_forever, daemon=True).start()
big_home = tempfile.mkdtemp()
big_env = {"RECIPES_COCKTAILDB_URL": f"http://localhost:{server.server_address[1]}/cocktaildb/"}
subprocess.run([binary, "cocktail", "list"], env={**os.environ, "RECIPES_HOME": big_home, **big_env},
               stdout=subprocess.DEVNULL, check=True)
server.shutdown()
big_first = []
for _ in range(runs):
    start = time.perf_counter()
    pid, master = spawn(big_home, "cocktails", "--offline", extra_env=big_env)
    read_until(master, b"5000 cocktails")
    big_first.append((time.perf_counter() - start) * 1000)
    stop(pid, master)
pid, master = spawn(big_home, "cocktails", "--offline", extra_env=big_env)
read_until(master, b"5000 cocktails")
drain(master)
big_filters = []
for _ in range(runs):
    keystroke(b"/", b"\xe2\x96\x8f")
    big_filters.append(keystroke(b"7", b" of 5000 cocktails"))
    keystroke(b"\x1b", b"5000 cocktails")
stop(pid, master)


def summary(values):
    values = sorted(values)
    return {"median": statistics.median(values), "p95": values[int(len(values) * 0.95) - 1] if len(values) > 1 else values[0],
            "max": values[-1], "runs": len(values)}


json.dump({"first": summary(first), "move": summary(moves), "filter": summary(filters),
           "big_first": summary(big_first), "big_filter": summary(big_filters)}, open(out, "w"))
