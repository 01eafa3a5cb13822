#!/usr/bin/env python3
"""Omnibox's share-link figures side by side with two Python tools (not part of `swift test`).

- Text table: linkify-it's fixtures (Fixtures/linkify/links.txt, not_links.txt, MIT), read as
  the Swift test reads them. omnibox passes a `links.txt` case when `omnibox unwrap` answers
  the text as it answers linkify-it's expected link alone (the same target, or the same
  refusal, which may not be "no link found"), and a `not_links.txt` case when it finds no
  target. urlextract (`URLExtract(extract_email=True)`) passes a `links.txt` case when the first
  URL it finds is linkify-it's expected link, and a `not_links.txt` case when it finds none.
- Tracking table: Fixtures/share/tracking.json. omnibox passes a row when `unwrap`'s `clean` is
  the expected clean URL; unalix (`clear_url`) when its output, canonicalized by
  `omnibox parse` (so that only what is removed counts, not how a URL is spelled), is.
  The third figure is the table's "kept" rows: URLs that must come out unchanged.

Usage: python3 Fixtures/share/compare.py [--omnibox PATH]
Needs `pip install urlextract unalix` (not installed by this script) and a built `omnibox`
(default: .build/release/omnibox, else .build/debug/omnibox).
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def linkify_cases():
    """(file, line, input, expected) as Sources/OmniboxTestSupport/LinkifyFixtures.swift reads them."""
    cases = []
    for name, has_expectations in (("links.txt", True), ("not_links.txt", False)):
        with open(os.path.join(ROOT, "Fixtures", "linkify", name), encoding="utf-8") as f:
            lines = [re.sub(r"^%.*", "", line.rstrip()) for line in f.read().split("\n")]
        i = 0
        while i < len(lines):
            line = lines[i]
            if not line.strip():
                i += 1
                continue
            following = lines[i + 1] if i + 1 < len(lines) else ""
            if has_expectations and following.strip():
                cases.append((name, i + 1, line, following))
                i += 2
            else:
                cases.append((name, i + 1, line, line if has_expectations else None))
                i += 1
    return cases


def omnibox_json(binary, command, inputs, *options):
    """One JSON object per input from `omnibox COMMAND --json OPTIONS -- INPUTS`."""
    out = subprocess.run([binary, command, "--json", *options, "--", *inputs], capture_output=True, text=True)
    lines = out.stdout.splitlines()
    if len(lines) != len(inputs):
        sys.exit(f"omnibox {command}: {len(lines)} answers for {len(inputs)} inputs: {out.stderr[:500]}")
    return [json.loads(line) for line in lines]


def answer(obj):
    return (obj.get("target"), obj.get("reason"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--omnibox", help="path of the omnibox binary")
    args = parser.parse_args()
    binary = args.omnibox
    if not binary:
        for build in ("release", "debug"):
            candidate = os.path.join(ROOT, ".build", build, "omnibox")
            if os.path.exists(candidate):
                binary = candidate
                break
    if not binary or not os.path.exists(binary):
        sys.exit("no omnibox binary: run `swift build -c release` first, or pass --omnibox PATH")
    try:
        import unalix
        import urlextract
    except ImportError as error:
        sys.exit(f"{error}: run `pip install urlextract unalix`")
    from importlib.metadata import version

    # Text table.
    cases = linkify_cases()
    lines = [c[2] for c in cases]
    ours = omnibox_json(binary, "unwrap", lines)
    links = [c for c in cases if c[3] is not None]
    alone = dict(zip([c[3] for c in links], omnibox_json(binary, "unwrap", [c[3] for c in links])))
    extractor = urlextract.URLExtract(extract_email=True)
    text = {"links.txt": [0, 0, 0], "not_links.txt": [0, 0, 0]}  # cases, omnibox, urlextract
    misses = []
    for (name, number, line, expected), mine in zip(cases, ours):
        tally = text[name]
        tally[0] += 1
        found = extractor.find_urls(line, only_unique=False)
        if expected is None:
            ok_ours = mine.get("target") is None
            ok_peer = not found
        else:
            reference = alone[expected]
            ok_ours = reference.get("reason") != "no link found" and answer(mine) == answer(reference)
            ok_peer = bool(found) and found[0] == expected
        tally[1] += ok_ours
        tally[2] += ok_peer
        if not ok_ours:
            misses.append(f"{name}:{number} {line!r}: {answer(mine)}")

    # Tracking table.
    with open(os.path.join(HERE, "tracking.json"), encoding="utf-8") as f:
        rows = json.load(f)["cases"]
    cleaned = omnibox_json(binary, "unwrap", [r["url"] for r in rows])
    def peer_clean(url):
        try:
            return unalix.clear_url(url)
        except ValueError:  # urllib.parse refuses some URLs (brackets in a query)
            return ""

    peer_out = [peer_clean(r["url"]) for r in rows]
    peer_canonical = [o.get("href", p) for o, p in zip(omnibox_json(binary, "parse", peer_out), peer_out)]
    track = [0, 0, 0]
    kept = [0, 0, 0]
    for row, mine, peer in zip(rows, cleaned, peer_canonical):
        ok_ours = mine.get("clean") == row["clean"]
        ok_peer = peer == row["clean"]
        for tally in [track] + ([kept] if row["kind"] == "kept" else []):
            tally[0] += 1
            tally[1] += ok_ours
            tally[2] += ok_peer
        if not ok_ours:
            misses.append(f"tracking {row['id']}: {mine.get('clean')} != {row['clean']}")

    def cell(passed, total):
        return f"{passed}/{total} ({100 * passed / total:.1f}%)" if total else "-"

    width = 44
    print(f"omnibox: {binary}; urlextract {version('urlextract')}; unalix {version('unalix')}")
    print(f"{'':{width}}{'omnibox':>22}{'Python peer':>22}")
    for name in ("links.txt", "not_links.txt"):
        total, mine, peer = text[name]
        print(f"{'  linkify-it ' + name:{width}}{cell(mine, total):>22}{cell(peer, total):>22}")
    total = sum(t[0] for t in text.values())
    print(f"{'text table (linkify-it), vs urlextract':{width}}{cell(sum(t[1] for t in text.values()), total):>22}"
          f"{cell(sum(t[2] for t in text.values()), total):>22}")
    print(f"{'tracking table, vs unalix':{width}}{cell(track[1], track[0]):>22}{cell(track[2], track[0]):>22}")
    print(f"{'  of which kept unchanged, vs unalix':{width}}{cell(kept[1], kept[0]):>22}{cell(kept[2], kept[0]):>22}")
    for miss in misses:
        print("omnibox miss:", miss)


if __name__ == "__main__":
    main()
