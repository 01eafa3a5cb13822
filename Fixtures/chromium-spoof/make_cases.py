#!/usr/bin/env python3
"""Writes cases.json from the two verbatim excerpts of Chromium's idn_spoof_checker_unittest.cc.

Mechanical only: it reads the C++ case lines (string literals with \\u, \\U and greedy \\x
escapes, adjacent literals joined, nullptr), and works out what Chromium's test runner itself
derives from each row, so the Swift tests need no C++:

  display             what RunIDNToUnicodeTest expects IDNToUnicode(input) to return: the
                      Unicode column for kSafe, the input itself otherwise.
  displayBeforeICU78  for the rows upstream moved into its "After upgrading to Unicode 17,
                      ICU 78.2 ..." block (whose Unicode column became the punycode input): the
                      expectation those rows had before the move, when ICU < 78 decoded them.
                      kSafe rows get every xn-- label decoded (Python's punycode codec, which is
                      independent of the code under test); other rows keep the input.
  platform            "all", or the #if branch the row sits in ("apple", "linux", "other").

Run: python3 Fixtures/chromium-spoof/make_cases.py > Fixtures/chromium-spoof/cases.json
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MOVED_MARKER = "After upgrading to Unicode 17, ICU 78.2"


def parse_literals(text):
    """The value of a run of adjacent C++ string literals ("a" u"b" ...), or None for nullptr."""
    text = text.strip()
    if text == "nullptr":
        return None
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if c == "u" and i + 1 < len(text) and text[i + 1] == '"':
            i += 1
            continue
        if c != '"':
            raise ValueError("not a string literal: %r" % text)
        i += 1
        while text[i] != '"':
            if text[i] == "\\":
                kind = text[i + 1]
                if kind == "u":
                    out.append(chr(int(text[i + 2:i + 6], 16)))
                    i += 6
                elif kind == "U":
                    out.append(chr(int(text[i + 2:i + 10], 16)))
                    i += 10
                elif kind == "x":  # C++: \x takes every hex digit that follows
                    j = i + 2
                    while j < len(text) and text[j] in "0123456789abcdefABCDEF":
                        j += 1
                    out.append(chr(int(text[i + 2:j], 16)))
                    i = j
                elif kind in '"\\':
                    out.append(kind)
                    i += 2
                else:
                    raise ValueError("unknown escape in %r" % text)
            else:
                out.append(text[i])
                i += 1
        i += 1
    return "".join(out)


def split_top_level(body):
    """Splits the inside of a brace initializer at top-level commas (outside strings/braces)."""
    parts, depth, current, in_string, i = [], 0, [], False, 0
    while i < len(body):
        c = body[i]
        if in_string:
            current.append(c)
            if c == "\\":
                current.append(body[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            current.append(c)
        elif c in "{(":
            depth += 1
            current.append(c)
        elif c in "})":
            depth -= 1
            current.append(c)
        elif c == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(c)
        i += 1
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def strip_line_comment(line):
    """The line without a trailing // comment (outside string literals)."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "/" and line[i + 1:i + 2] == "/":
            return line[:i]
        i += 1
    return line


def sections(path):
    """Yields (section title, [(note, platform, moved, entry text)]) for one excerpt file."""
    title, entries, note, platform, moved = None, [], [], "all", False
    buffer, depth = [], 0
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            stripped = line.strip()
            if stripped.startswith("// ===="):
                if title:
                    yield title, entries
                title, entries, note, platform, moved = stripped.strip("/= "), [], [], "all", False
                continue
            if title is None:
                continue
            if stripped.startswith("#if BUILDFLAG(IS_APPLE)"):
                platform = "apple"
                continue
            if stripped.startswith("#if BUILDFLAG(IS_LINUX)"):
                platform = "linux"
                continue
            if stripped.startswith("#else"):
                platform = "other"
                continue
            if stripped.startswith("#endif"):
                platform = "all"
                continue
            if not buffer and stripped.startswith("//"):
                if MOVED_MARKER in stripped:
                    moved = True
                note.append(stripped[2:].strip())
                continue
            code = strip_line_comment(line)
            if not buffer and not code.strip().startswith("{"):
                continue
            buffer.append(code)
            depth += code.count("{") - code.count("}")
            if depth <= 0:
                text = " ".join(part.strip() for part in buffer).strip().rstrip(",;").strip()
                while text.count("}") > text.count("{"):  # the table's own closing brace
                    text = text[:-1].rstrip()
                entries.append((" ".join(note), platform, moved, text))
                buffer, depth, note = [], 0, []
    if title:
        yield title, entries


def decode_host(host):
    labels = []
    for label in host.split("."):
        if label.startswith("xn--"):
            labels.append(label[4:].encode("ascii").decode("punycode"))
        else:
            labels.append(label)
    return ".".join(labels)


def idn_row(table, note, platform, moved, text):
    fields = split_top_level(text.strip()[1:-1])
    host, unicode, result = parse_literals(fields[0]), parse_literals(fields[1]), fields[2]
    expected = {"kSafe": "safe", "kUnsafe": "unsafe", "kInvalid": "invalid"}[result]
    row = {
        "table": table,
        "input": host,
        "unicode": unicode,
        "expected": expected,
        "display": unicode if expected == "safe" else host,
        "platform": platform,
        "note": note,
    }
    if moved:
        row["displayBeforeICU78"] = decode_host(host) if expected == "safe" else host
    return row


def main():
    out = {
        "source": "Chromium components/url_formatter/spoof_checks/idn_spoof_checker_unittest.cc; see SOURCE.md",
        "license": "BSD-3-Clause, Copyright 2015 The Chromium Authors (LICENSE-Chromium.txt)",
        "idn": [],
        "similarTopDomain": [],
        "skeletons": [],
        "multipleSkeletons": [],
        "alternatives": [],
        "removeDiacritics": [],
        "lookupSkeleton": [],
        "unsafeDetails": [],
    }
    for title, entries in sections(os.path.join(HERE, "idn_cases.excerpt.cc")):
        if title.startswith("kIdnCases"):
            out["idn"] += [idn_row("main", *e) for e in entries]
        elif "DeviationCharacters" in title:
            out["idn"] += [idn_row("deviation", *e) for e in entries]
        elif "GetSimilarTopDomain" in title:
            for _, _, _, text in entries:
                host, domain = split_top_level(text.strip()[1:-1])
                out["similarTopDomain"].append({"host": parse_literals(host), "topDomain": parse_literals(domain)})

    path = os.path.join(HERE, "skeleton_cases.excerpt.cc")
    with open(path, encoding="utf-8") as f:
        source = f.read()
    blocks = re.split(r"^// ==== (.*) ====$", source, flags=re.M)
    for title, body in zip(blocks[1::2], blocks[2::2]):
        if "Skeletons) ====" in "==== " + title + " ====" and "Multiple" not in title and "Alternative" not in title:
            dash = re.search(r'kDashSite\[\] = "([^"]*)"', body).group(1)
            for url, skeleton in re.findall(r'\{GURL\("([^"]*)"\), (kDashSite|"[^"]*")\}', body):
                out["skeletons"].append({"url": url, "skeleton": dash if skeleton == "kDashSite" else skeleton[1:-1]})
        elif "MultipleSkeletons" in title:
            url = re.search(r'GURL url\("([^"]*)"\)', body).group(1)
            skeletons = re.findall(r'"([^"]*\.corn)"', body)
            out["multipleSkeletons"].append({"url": url, "skeletons": skeletons})
        elif "AlternativeSkeletons" in title:
            for _, _, _, text in sections_from_text(body):
                fields = split_top_level(text.strip()[1:-1])
                expected = [parse_literals(s) for s in split_top_level(fields[2].strip()[1:-1])]
                out["alternatives"].append(
                    {"input": parse_literals(fields[0]), "max": int(fields[1]), "expected": expected})
        elif "MaybeRemoveDiacritics" in title:
            urls = re.findall(r'GURL \w+\("([^"]*)"\)', body)
            results = [parse_literals(s) for s in re.findall(r'EXPECT_EQ\((u"[^"]*")', body)]
            for url, result in zip(urls, results):
                out["removeDiacritics"].append({"url": url, "result": result})
        elif "LookupSkeletonInTopDomains" in title:
            listed = "idn_test_domains.list" if "idn_test_domains" in title else "domains.list"
            calls = re.findall(r'"([^"]+)"(, SkeletonType::kSeparatorsRemoved)?\);\s*'
                               r'EXPECT_EQ\("([^"]+)", entry\.domain\);\s*EXPECT_(TRUE|FALSE)', body)
            for skeleton, separators, domain, top in calls:
                out["lookupSkeleton"].append({
                    "list": listed, "skeleton": skeleton, "separatorsRemoved": bool(separators),
                    "domain": domain, "topBucket": top == "TRUE"})
        elif "UnsafeIDNToUnicodeWithDetails" in title:
            cleaned = "\n".join(strip_line_comment(l) for l in body.splitlines())
            for m in re.finditer(r'\{\s*("[^"]*"),\s*(u"[^"]*"),\s*(true|false),\s*("[^"]*"),\s*(true|false),'
                                 r'\s*IDNSpoofCheckerResult::(\w+)\}', cleaned):
                out["unsafeDetails"].append({
                    "input": parse_literals(m.group(1)), "unicode": parse_literals(m.group(2)),
                    "hasIDN": m.group(3) == "true", "topDomain": parse_literals(m.group(4)),
                    "topBucket": m.group(5) == "true", "spoofResult": m.group(6)})
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


def sections_from_text(body):
    """Brace entries of one block, as sections() yields them."""
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".cc", delete=False, encoding="utf-8") as f:
        f.write("// ==== block ====\n" + body)
        name = f.name
    try:
        for _, entries in sections(name):
            return entries
        return []
    finally:
        os.unlink(name)


if __name__ == "__main__":
    main()
