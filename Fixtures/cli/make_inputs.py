#!/usr/bin/env python3
"""Writes inputs/*.txt, one input per line, from the other fixture files (run from this folder).

Inputs that hold a line feed, or end in a carriage return, cannot be one line of standard input
and are left out (they are still tested through the library). bytes.txt is written by hand
here: line endings and byte sequences the line splitter must treat as today.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return json.load(f)


def lines(values):
    seen, out = set(), []
    for v in values:
        if v is None or "\n" in v or v.endswith("\r") or v in seen:
            continue
        seen.add(v)
        out.append(v)
    return out


def write(name, values):
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    with open(os.path.join(HERE, "inputs", name), "w", encoding="utf-8", newline="") as f:
        for v in values:
            f.write(v + "\n")


wpt = [c for c in load("wpt/urltestdata.json") if isinstance(c, dict)]
write("urls.txt", lines(c["input"] for c in wpt))
write("resolve.txt", lines(c["input"] for c in load("resolve/cases.json")["cases"]))
write("share.txt", lines(c["input"] for c in load("share/cases.json")["cases"]))
write("display.txt", lines([c["url"] for c in load("display/urls.json")["cases"]]
                           + [c["host"] for c in load("display/hosts.json")["cases"]]))
write("policy.txt", lines(c["url"] for c in load("policy/navigations.json")["cases"]))
write("terms.txt", lines(c["input"] for c in load("search/terms.json")))

# Line endings and bytes: LF, CRLF, a CR alone inside a line, empty lines (LF and CRLF), invalid
# UTF-8 (a lone continuation byte, a truncated sequence, an overlong form, a surrogate), NUL,
# U+2028, and a last line with no line feed but a CR.
edge = b"".join([
    b"example.com\n",
    b"https://example.com/crlf\r\n",
    b"a\rb\n",
    b"\n",
    b"\r\n",
    b"https://example.com/\x80\n",
    b"https://exa\xe2\x82mple.com/\n",
    b"caf\xc3\xa9 \xc0\xaf \xed\xa0\x80\n",
    b"x\x00y\n",
    b"line\xe2\x80\xa8sep\n",
    b"  padded.example  \n",
    b"last.example\r",
])
with open(os.path.join(HERE, "inputs", "bytes.txt"), "wb") as f:
    f.write(edge)
