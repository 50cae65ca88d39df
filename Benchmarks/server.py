#!/usr/bin/env python3
"""Loopback server for the benchmarks: TheMealDB's dessert list and one dessert (its picture, a
250 x 250 JPEG, on this server) from Fixtures/, and a TheCocktailDB
whose filter.php?i=Gin lists 24 drinks, each with a lookup.php, every cocktail answer delayed by
--delay-ms. It counts requests in flight and reports the peak at /stats. With --samples DIR
(Fixtures/, which keeps ../shared/api-samples' records byte for byte), lookup.php also answers with the real dessert and drink records kept there,
so favorites are made from real recipes (Benchmarks/favorites.py), and under /kitchen/ both services answer
from those records alone, as the real ones would (filter.php?i= the records with that ingredient,
filter.php?c=Dessert the dessert list, lookup.php the record), undelayed: what can-make's cache is
primed from."""
import argparse
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DESSERTS = open(os.path.join(ROOT, "Fixtures/mealdb/filter-c-Dessert.json"), "rb").read()
LOOKUP = open(os.path.join(ROOT, "Fixtures/mealdb/lookup-52917.json"), "rb").read()
# A 250 x 250 JPEG, the size of TheMealDB's /preview thumbnails (Scripts/make-test-images).
PICTURE = open(os.path.join(ROOT, "Fixtures/images/test-only-250x250-gradient.jpg"), "rb").read()
DRINKS = 24
# Real records by id (--samples): the lookup.php shape, one record each.
SAMPLE_MEALS = {}
SAMPLE_DRINKS = {}


def load_samples(folder):
    with open(os.path.join(folder, "mealdb/desserts-2022-even-ids.json"), "rb") as f:
        SAMPLE_MEALS.update({m["idMeal"]: m for m in json.load(f)["meals"]})
    with open(os.path.join(folder, "cocktaildb/drinks-2021-even-ids.json"), "rb") as f:
        SAMPLE_DRINKS.update({d["idDrink"]: d for d in json.load(f)["drinks"]})

lock = threading.Lock()
in_flight = 0
peak = 0


def drink(i):
    return {"idDrink": str(20000 + i), "strDrink": f"Gin drink {i:02d}", "strCategory": "Cocktail", "strAlcoholic": "Alcoholic",
            "strGlass": "Highball glass", "strInstructions": "Stir with ice.", "strDrinkThumb": None,
            "strIngredient1": "Gin", "strMeasure1": "2 oz", "strIngredient2": "Tonic water", "strMeasure2": "4 oz"}


PICTURE_ORIGINS = [b"https://www.themealdb.com", b"https://www.thecocktaildb.com", b"https://doclerlabs.github.io/mobile-native-challenge"]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    delay = 0.0

    def log_message(self, *args):
        pass

    def do_GET(self):
        global in_flight, peak
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path == "/stats":
            return self.send(json.dumps({"peak": peak}).encode())
        if url.path == "/stats/reset":
            with lock:
                peak = 0
            return self.send(b"{}")
        if url.path.startswith("/kitchen/"):
            return self.kitchen(url.path, query)
        if url.path.endswith("/mealdb/filter.php"):
            return self.send(DESSERTS)
        if url.path.endswith("/mealdb/lookup.php") and query.get("i", [""])[0] in SAMPLE_MEALS:
            return self.send(json.dumps({"meals": [SAMPLE_MEALS[query["i"][0]]]}).encode())
        if url.path.endswith("/mealdb/lookup.php"):
            # The dessert's picture on this server: the benchmark never leaves the machine.
            host = self.headers.get("Host", "localhost")
            return self.send(LOOKUP.replace(b"https:\\/\\/www.themealdb.com", b"http:\\/\\/" + host.encode()))
        if url.path.endswith("/preview"):
            return self.send(PICTURE, "image/jpeg")
        with lock:
            in_flight += 1
            peak = max(peak, in_flight)
        try:
            time.sleep(self.delay)
            if url.path.endswith("/cocktaildb/filter.php"):
                body = {"drinks": [{k: drink(i)[k] for k in ("idDrink", "strDrink", "strDrinkThumb")} for i in range(DRINKS)]}
            elif url.path.endswith("/cocktaildb/lookup.php") and query.get("i", [""])[0] in SAMPLE_DRINKS:
                body = {"drinks": [SAMPLE_DRINKS[query["i"][0]]]}
            elif url.path.endswith("/cocktaildb/lookup.php"):
                body = {"drinks": [drink(int(query["i"][0]) - 20000)]}
            else:
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send(json.dumps(body).encode())
        finally:
            with lock:
                in_flight -= 1

    def kitchen(self, path, query):
        """TheCocktailDB and TheMealDB over the sample records only (--samples)."""
        drinks = path.startswith("/kitchen/cocktaildb/")
        key, records, count = ("drinks", SAMPLE_DRINKS, 15) if drinks else ("meals", SAMPLE_MEALS, 20)
        ident, name, thumb = ("idDrink", "strDrink", "strDrinkThumb") if drinks else ("idMeal", "strMeal", "strMealThumb")
        if path.endswith("/filter.php") and "c" in query and not drinks:
            return self.send(DESSERTS)
        if path.endswith("/filter.php") and "i" in query:
            wanted = query["i"][0].lower()
            found = [{ident: r[ident], name: r[name], thumb: r.get(thumb)} for r in records.values()
                     if any((r.get(f"strIngredient{i}") or "").strip().lower() == wanted for i in range(1, count + 1))]
            return self.send(json.dumps({key: found or None}).encode())
        if path.endswith("/lookup.php") and query.get("i", [""])[0] in records:
            return self.send(json.dumps({key: [records[query["i"][0]]]}).encode())
        return self.send(json.dumps({key: None}).encode())

    def send(self, body, kind="application/json"):
        if kind == "application/json":
            # The samples' pictures on this server (its /preview answers them): a run never asks a public host.
            host = self.headers.get("Host", "localhost").encode()
            for origin in PICTURE_ORIGINS:
                body = body.replace(origin + b"/images/", b"http://" + host + b"/images/")
                body = body.replace(origin.replace(b"/", b"\\/") + b"\\/images\\/", b"http:\\/\\/" + host + b"\\/images\\/")
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--delay-ms", type=int, default=50)
    parser.add_argument("--samples", help="Fixtures/ (the real records of ../shared/api-samples): answer lookup.php with them")
    args = parser.parse_args()
    if args.samples:
        load_samples(args.samples)
    Handler.delay = args.delay_ms / 1000
    ThreadingHTTPServer.daemon_threads = True
    # Python's default listen backlog is 5: eight clients connecting at once would see SYNs dropped
    # and retried a second later, which measures the kernel, not the client.
    ThreadingHTTPServer.request_queue_size = 128
    ThreadingHTTPServer(("127.0.0.1", args.port), Handler).serve_forever()
