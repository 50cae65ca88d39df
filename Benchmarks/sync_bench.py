#!/usr/bin/env python3
"""`recipes sync` against a loopback server that delays every answer, for Benchmarks/run.

    sync_bench.py RECIPES WORK RUNS DELAY_MS OUT.json [--smoke]

Serves TheMealDB, TheCocktailDB and Nenno's Pizza from Fixtures/ (the real records of
../shared/api-samples, byte for byte) on 127.0.0.1, reached as localhost, each answer after DELAY_MS.
A lookup the fixtures do not hold answers `{"meals":null}` (no such meal), a filter that matches
nothing `{"drinks":"None Found"}`, as the real services do: no record is made up.

Each run syncs every catalog into a fresh home and is timed from start to exit. The ideal of a run is
its request count at the chosen concurrency, each request costing the delay: requests x delay /
concurrency, and no less than the rate cap allows, (requests - 1) / rate. Measured at --rate 100 (the
cap never binds at 4 requests at once of 200 ms: 20 a second at most) RUNS times, and, outside
--smoke, once at the default rate of 10 a second, where the cap is the bound.
"""
import json
import math
import os
import shutil
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures")
CONCURRENCY = 4  # sync's default


def fixture(name):
    with open(os.path.join(FIXTURES, name), "rb") as f:
        return f.read()


MEALS = {m["idMeal"]: m for m in json.loads(fixture("mealdb/desserts-2022-even-ids.json"))["meals"]}
DRINKS = json.loads(fixture("cocktaildb/drinks-2021-even-ids.json"))["drinks"]
NONE_FOUND = b'{"drinks":"None Found"}'


def summaries(drinks):
    if not drinks:
        return NONE_FOUND
    return json.dumps({"drinks": [{k: d[k] for k in ("strDrink", "strDrinkThumb", "idDrink")} for d in drinks]}).encode()


def same(value, asked):
    return (value or "").lower() == asked.replace("_", " ").lower()


def mealdb(path, query):
    if path == "filter.php" and query.get("c") == ["Dessert"]:
        return fixture("mealdb/filter-c-Dessert.json")
    if path == "filter.php" and "a" in query:
        return fixture("mealdb/filter-a-French.json") if query["a"] == ["French"] else b'{"meals":null}'
    if path == "list.php" and list(query.values()) == [["list"]]:
        return fixture(f"mealdb/list-{next(iter(query))}-list.json")
    if path == "lookup.php":
        meal = MEALS.get(query.get("i", [""])[0])
        return json.dumps({"meals": [meal] if meal else None}).encode()
    return None


def cocktaildb(path, query):
    if path == "search.php" and "f" in query:
        letter = query["f"][0].lower()
        found = [d for d in DRINKS if d["strDrink"].lower().startswith(letter)]
        return json.dumps({"drinks": found or None}).encode()
    if path == "list.php" and list(query.values()) == [["list"]] and next(iter(query)) in ("c", "g", "i"):
        return fixture(f"cocktaildb/list-{next(iter(query))}-list.json")
    if path == "filter.php" and len(query) == 1:
        key, value = next(iter(query.items()))
        fields = {"c": ["strCategory"], "g": ["strGlass"], "a": ["strAlcoholic"], "i": [f"strIngredient{n}" for n in range(1, 16)]}
        if key in fields:
            return summaries([d for d in DRINKS if any(same(d.get(f), value[0]) for f in fields[key])])
    return None


lock = threading.Lock()
counts = {"requests": 0, "in_flight": 0, "peak": 0}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    delay = 0.0

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlparse(self.path)
        service, _, path = url.path.strip("/").partition("/")
        query = parse_qs(url.query)
        if service == "mealdb":
            body = mealdb(path, query)
        elif service == "cocktaildb":
            body = cocktaildb(path, query)
        elif service == "pizza" and path in ("pizzas.json", "ingredients.json", "drinks.json"):
            body = fixture(f"pizza/{path}")
        else:
            body = None
        with lock:
            counts["requests"] += 1
            counts["in_flight"] += 1
            counts["peak"] = max(counts["peak"], counts["in_flight"])
        try:
            time.sleep(self.delay)
            self.send_response(200 if body is not None else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body or b"")))
            self.end_headers()
            self.wfile.write(body or b"")
        finally:
            with lock:
                counts["in_flight"] -= 1


def sync(binary, base, home, rate):
    """One sync of every catalog into a fresh home: (seconds, requests, peak in flight, its --json)."""
    shutil.rmtree(home, ignore_errors=True)
    os.makedirs(home)
    with lock:
        counts.update(requests=0, in_flight=0, peak=0)
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "RECIPES_HOME": home, "HOME": home,
        "RECIPES_MEALDB_URL": f"{base}/mealdb/", "RECIPES_COCKTAILDB_URL": f"{base}/cocktaildb/", "RECIPES_PIZZA_URL": f"{base}/pizza/",
    }
    started = time.monotonic()
    done = subprocess.run([binary, "sync", "--json", "--concurrency", str(CONCURRENCY), "--rate", str(rate)],
                          env=environment, capture_output=True, text=True, timeout=600)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        sys.exit(f"sync_bench: recipes sync exited {done.returncode}: {done.stderr}")
    report = json.loads(done.stdout)
    if report["failed"]:
        sys.exit(f"sync_bench: requests failed: {report['failed'][:3]}")
    with lock:
        return seconds, counts["requests"], counts["peak"], report


def main():
    binary, work, runs, delay_ms, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    smoke = "--smoke" in sys.argv[6:]
    Handler.delay = delay_ms / 1000
    ThreadingHTTPServer.daemon_threads = True
    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://localhost:{server.server_address[1]}"  # a host name: the libcurl path every user's request takes
    results = []
    for rate, count in [(100, runs)] + ([] if smoke else [(10, 1)]):
        times, requests, peak, stored = [], 0, 0, 0
        for _ in range(count):
            seconds, requests, peak_run, report = sync(binary, base, os.path.join(work, "sync-home"), rate)
            times.append(seconds)
            peak = max(peak, peak_run)
            stored = report["stored"]
        ideal = max(requests * delay_ms / 1000 / CONCURRENCY, (requests - 1) / rate)
        median = sorted(times)[len(times) // 2]
        results.append({"rate": rate, "concurrency": CONCURRENCY, "delayMs": delay_ms, "requests": requests, "stored": stored,
                        "peak": peak, "times": times, "median": median, "ideal": ideal, "ratio": median / ideal,
                        "rounds": math.ceil(requests / CONCURRENCY)})
    server.shutdown()
    with open(out, "w") as f:
        json.dump(results, f, indent=2)
    for r in results:
        print(f"sync at --rate {r['rate']}: {r['requests']} requests, median {r['median']:.2f} s, ideal {r['ideal']:.2f} s, "
              f"ratio {r['ratio']:.2f}, peak {r['peak']} in flight")


if __name__ == "__main__":
    main()
