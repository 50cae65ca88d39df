#!/usr/bin/env python3
"""Favorites shaped like real ones, for Benchmarks/run.

  favorites.py TEMPLATES OUT COUNT...   # writes OUT/COUNT/favorites.json and OUT/targets.json

TEMPLATES is a favorites.json that `recipes favorites add` wrote from every real dessert and drink
in ../shared/api-samples (the benchmark server answers lookup.php with them), so each entry is
exactly what the program keeps of a real recipe. Each generated file holds COUNT favorites made from
them in the order people add them: one recipe after another picked at random (half desserts, half
drinks: the desserts are the larger records, so a mix by the samples' own counts, 33 desserts to 366
drinks, would make the file lighter), each added a little later than the one before, about one in
eight with a note. A recipe picked again is another favorite: its id gets a prefix (ids stay 1-12
digits, never a real one, so `favorites add` of a real id adds) and its name a number. The file is
written byte for byte as the program writes it (pretty, keys sorted), which is checked against
TEMPLATES itself before anything is generated.
"""
import datetime
import json
import os
import random
import sys

NOTES = ["Halve the sugar", "Serve with raspberries", "Use oat milk for Sam\nTwice the lime",
         "Good for a crowd", "Too sweet — try with ½ the syrup", "Make the day before"]


# How JSONEncoder writes these in a string; other controls as \u00XX, everything else as it is.
ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def string(text):
    return '"' + "".join(ESCAPES.get(ch) or ("\\u%04x" % ord(ch) if ord(ch) < 0x20 else ch) for ch in text) + '"'


def pretty(value, indent=0):
    """JSONEncoder's [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] output."""
    inner = " " * (indent + 2)
    if isinstance(value, dict):
        if not value:
            return "{\n\n" + " " * indent + "}"
        items = [inner + string(k) + " : " + pretty(value[k], indent + 2) for k in sorted(value)]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if isinstance(value, list):
        if not value:
            return "[\n\n" + " " * indent + "]"
        return "[\n" + ",\n".join(inner + pretty(v, indent + 2) for v in value) + "\n" + " " * indent + "]"
    if isinstance(value, str):
        return string(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    return json.dumps(value)


def document(favorites):
    return (pretty({"schemaVersion": 2, "favorites": favorites}) + "\n").encode()


def stamp(seconds):
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def generate(templates, count, seed=33):
    rng = random.Random(seed)
    by_catalog = {"desserts": [t for t in templates if t["catalog"] == "desserts"],
                  "cocktails": [t for t in templates if t["catalog"] == "cocktails"]}
    picked = {}
    clock = datetime.datetime(2023, 1, 7, 19, 30, tzinfo=datetime.timezone.utc).timestamp()
    favorites = []
    for _ in range(count):
        template = rng.choice(by_catalog["desserts" if rng.random() < 0.5 else "cocktails"])
        again = picked.get(template["id"], 0) + 1
        picked[template["id"]] = again
        clock += rng.randint(60, 36 * 3600)
        favorite = json.loads(json.dumps(template))
        favorite["id"] = str(again * 100000 + int(template["id"]))
        favorite["name"] = f"{template['name']} {again}"
        favorite["recipe"]["id"], favorite["recipe"]["name"] = favorite["id"], favorite["name"]
        favorite["addedAt"] = stamp(clock)
        favorite["updatedAt"] = favorite["addedAt"]
        favorite["note"] = None
        if rng.random() < 0.125:
            favorite["note"] = rng.choice(NOTES)
            favorite["updatedAt"] = stamp(clock + rng.randint(60, 3600))
        favorites.append(favorite)
    return favorites


def main():
    source, out, counts = sys.argv[1], sys.argv[2], [int(c) for c in sys.argv[3:]]
    raw = open(source, "rb").read()
    templates = json.loads(raw)["favorites"]
    if document(templates) != raw:
        sys.exit(f"favorites.py: {source} is not written as this script writes favorites.json; fix pretty() first")
    # The templates are added eight at a time, so the file's order differs from run to run; sorted,
    # every run grows the same favorites and asks for the same targets.
    templates.sort(key=lambda t: (t["catalog"], int(t["id"])))
    targets = {}
    for count in counts:
        favorites = generate(templates, count)
        os.makedirs(os.path.join(out, str(count)), exist_ok=True)
        with open(os.path.join(out, str(count), "favorites.json"), "wb") as f:
            f.write(document(favorites))
        # What the commands are asked for: favorites a third, a half and two thirds of the way in, by name.
        plain = [f for f in favorites if f["note"] is None]
        targets[count] = {"show": favorites[count // 2]["name"], "note": favorites[count // 3]["name"],
                          "remove": plain[2 * len(plain) // 3]["name"],
                          "bytes": os.path.getsize(os.path.join(out, str(count), "favorites.json"))}
    unused = sorted({t["id"] for t in templates if t["catalog"] == "desserts"})
    targets["add"] = ["desserts", unused[0]]
    with open(os.path.join(out, "targets.json"), "w") as f:
        json.dump(targets, f, indent=2)


if __name__ == "__main__":
    main()
