#!/usr/bin/env python3
"""Turns one Benchmarks/run's measurements into Docs/Performance.md. Never edit the numbers by hand."""
import datetime
import json
import os
import platform
import subprocess
import sys

work, peak8 = sys.argv[1], int(sys.argv[2])
rss = dict(zip(["desserts list", "desserts list --offline", "favorites (100)", "favorites (5000)", "cocktail filter --details"],
               map(float, sys.argv[3:8])))


def results(name):
    with open(os.path.join(work, name)) as f:
        return {r["command"]: r for r in json.load(f)["results"]}


def ms(result):
    return result["median"] * 1000


def verdict(ok):
    return "met" if ok else "**missed**"


listing, offline = results("list.json"), results("offline.json")
fan8, fan1 = results("fanout8.json"), results("fanout1.json")
recipes, curljq = listing["recipes"], listing["curl | jq"]
ratio = ms(recipes) / ms(curljq)
cache, fav100, fav5000 = offline["recipes desserts list --offline"], offline["favorites (100)"], offline["favorites (5000)"]
c8, c1 = fan8["filter --details --concurrency 8"], fan1["filter --details --concurrency 1"]
speedup = ms(c1) / ms(c8)
requests, rounds8 = 25, 1 + 3  # filter.php, then 24 lookups in rounds of 8
ideal = requests / rounds8

cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
memory = next((line.split(":", 1)[1].strip() for line in open("/proc/meminfo") if line.startswith("MemTotal")), "?")
swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]

print(f"""# Performance

Measured by `Benchmarks/run` on {datetime.date.today().isoformat()}, all in one run, against a loopback server
(`Benchmarks/server.py`) serving the fixtures. Medians from hyperfine (3 warm-up runs); peak memory is the
median of 5 runs of GNU time's maximum resident set size. Rerun the script to update this page; the numbers
are never edited by hand.

Machine: {os.cpu_count()} cores ({cpu}), {memory} memory, {platform.system()} {platform.release()}; {swift}; release build
with `--static-swift-stdlib` (as the README installs it).

## 1. One process against two

`recipes desserts list` against `curl -s URL | jq -r '.meals | sort_by(.strMeal|ascii_downcase)[] | "\\(.idMeal)\\t\\(.strMeal)"'`
on the same server.

| command | median | min | max |
|---|---|---|---|
| recipes desserts list | {ms(recipes):.1f} ms | {recipes['min']*1000:.1f} ms | {recipes['max']*1000:.1f} ms |
| curl \\| jq | {ms(curljq):.1f} ms | {curljq['min']*1000:.1f} ms | {curljq['max']*1000:.1f} ms |

Ratio recipes / (curl | jq): **{ratio:.2f}** (target at most 1.0: {verdict(ratio <= 1.0)}).

## 2. From the cache, and favorites at 100 and 5,000

| command | median |
|---|---|
| recipes desserts list --offline | {ms(cache):.1f} ms |
| recipes favorites (100 favorites) | {ms(fav100):.1f} ms |
| recipes favorites (5,000 favorites) | {ms(fav5000):.1f} ms |

Favorites at 100: {ms(fav100):.1f} ms (target at most 25 ms: {verdict(ms(fav100) <= 25)}).
5,000 against 100: **{ms(fav5000) / ms(fav100):.2f}x** (target within 2x: {verdict(ms(fav5000) / ms(fav100) <= 2)}).

## 3. Fan-out with 50 ms per request

`recipes cocktail filter -i Gin --details`: one `filter.php` answering 24 drinks, then 24 `lookup.php`
calls, each answer delayed 50 ms by the server.

| concurrency | median |
|---|---|
| 8 | {ms(c8):.0f} ms |
| 1 | {ms(c1):.0f} ms |

Speed-up **{speedup:.2f}x**; ideal {requests} requests / {rounds8} rounds = {ideal:.2f}x; within 20% of ideal
means at least {0.8 * ideal:.2f}x: {verdict(speedup >= 0.8 * ideal)}. Most requests in flight at once, as the
server counted: **{peak8}** (bound 8: {verdict(peak8 <= 8)}).

## 4. Peak memory

| command | max RSS |
|---|---|""")
for name, value in rss.items():
    print(f"| recipes {name} | {value:.1f} MB |")
print(f"""
Target at most 40 MB each: {verdict(all(v <= 40 for v in rss.values()))}.

## What profiling found (perf record on the release binary)

- **Start-up** was most of every command: the dynamic loader resolving symbols for a dozen Swift and
  Foundation libraries, and ArgumentParser naming ~40 subcommands with `String(describing:)`, each a
  protocol-conformance scan. Fixed by linking Swift's runtime and Foundation statically
  (`--static-swift-stdlib`, 25 ms → 11 ms for `--version`) and giving every subcommand an explicit
  `commandName`; URLSession (and libcurl with it) is now created only when a request is made.
- **Favorites**: the list read every stored recipe, and the version check parsed the file a second
  time. It now reads only catalog, id, name and note with `FavoritesIndexScanner`, which skips the
  stored recipes byte by byte instead of parsing them (JSONDecoder remains the fallback, and the
  judge of a corrupt file); the file is memory-mapped rather than copied; printable-ASCII names skip
  the sanitizer's scalar walk and sort by a plain lower-cased key instead of Foundation's folding.
- **Fan-out**: URLSession allows 6 connections per host by default, which silently capped
  `--concurrency 8`; the client now leaves the bound to the caller.
- The plain (piped) table was built through several intermediate arrays per row; it is now one
  pass into one string, which matters at 5,000 rows.
- What 5,000 favorites still cost over 100 is reading and scanning the 5.6 MB file once.
- **`desserts list` against `curl | jq`** sits at parity, 0.92x to 1.04x from run to run on this
  machine (the same binary measured both ways; old and new builds side by side differ by 0.1 ms).
  A profile of the rest (perf, 40 runs, 2026-11-22): about 44% kernel (exec, page faults), 19% the
  dynamic loader binding the ~30 libraries libcurl brings (TLS, LDAP, Kerberos, SSH; Debian links
  them with immediate binding), 7% Swift protocol-conformance scans, half of them inside
  ArgumentParser's reflection over the command tree. None of it is the request, the decoding or the
  sort. Tried without effect: `--gc-sections`, a stripped binary (start-up is not the file size).
  Tried with effect, not adopted: the binary carries 82,000 relative relocations (static Foundation
  in a position-independent executable). A non-PIE link removes them (`--version` 10.3 to 7.5 ms,
  the list about 1.2 ms faster) but gives up ASLR for the executable; lld with
  `-z pack-relative-relocs` keeps PIE and gains 2 to 7% on the list, but the binary then needs
  glibc 2.36 to start, so a release built on Ubuntu 22.04 would not run. Neither is worth it for
  well under a millisecond; closing the gap for real means loading libcurl only when a request is
  made, which Foundation's static link does not allow.

## Commands

```sh
Benchmarks/run
```

It builds `recipes` in release mode (`swift build -c release --static-swift-stdlib`), starts `Benchmarks/server.py --delay-ms 50` on a free loopback
port, fills a cache home and two favorites homes, and runs:

```sh
hyperfine --warmup 3 --runs 30 'recipes desserts list' "curl -s $URL/mealdb/filter.php?c=Dessert | jq -r '...'"
hyperfine --warmup 3 --runs 30 'recipes desserts list --offline' 'recipes favorites' 'recipes favorites'  # 100 / 5,000
hyperfine --warmup 3 --runs 5 'recipes cocktail filter -i Gin --details --concurrency 8'
hyperfine --warmup 3 --runs 5 'recipes cocktail filter -i Gin --details --concurrency 1'
/usr/bin/time -f %M recipes ...   # five times each, median
```
""")
