#!/usr/bin/env python3
"""Writes twitter-text.json and linkify-rs.json (ours) from the sources' own test data.

Usage: make_tables.py TWITTER_EXTRACT_YML LINKIFY_URL_RS
  (e.g. `git show HEAD:conformance/extract.yml > extract.yml` in a twitter/twitter-text
  checkout, `git show HEAD:tests/url.rs > url.rs` in robinst/linkify; commits in SOURCE.md).

Only data is taken: each test row's input text and the links the source expects in it. No code
of either project is copied. A row is {"id", "input", "links", "emails"?, "mode"?}: `links` are
the expected links other than e-mail addresses, as written in the input, in order; `emails`
the expected e-mail addresses when the source's finder looks for them (linkify's default
finder does; `assert_urls_without_protocol` asks for URLs only).
"""
import json
import re
import sys


def email_like(link):
    return "@" in link and "://" not in link and not link.lower().startswith("mailto:")


def split(expected):
    links = [l for l in expected if not email_like(l)]
    emails = [l for l in expected if email_like(l)]
    return links, emails


def twitter(path):
    import yaml  # PyYAML

    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    rows = []
    for section in ("urls", "urls_with_directional_markers"):
        for n, case in enumerate(data["tests"][section], 1):
            expected = [e["url"] if isinstance(e, dict) else e for e in case["expected"]]
            links, _ = split(expected)
            rows.append({"id": f"{section}/{n}: {case['description']}", "input": case["text"], "links": links})
    return rows


RUST_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "'": "'", '"': '"'}


def rust_strings(args):
    """The string literals in a Rust argument list, decoded."""
    out = []
    i = 0
    while i < len(args):
        if args.startswith('r#"', i):
            end = args.index('"#', i + 3)
            out.append(args[i + 3 : end])
            i = end + 2
        elif args[i] == '"':
            i += 1
            s = []
            while args[i] != '"':
                if args[i] == "\\":
                    c = args[i + 1]
                    if c == "u":
                        end = args.index("}", i)
                        s.append(chr(int(args[i + 3 : end], 16)))
                        i = end + 1
                        continue
                    s.append(RUST_ESCAPES[c])
                    i += 2
                else:
                    s.append(args[i])
                    i += 1
            out.append("".join(s))
            i += 1
        else:
            i += 1
    return out


def spans(input_text, marked):
    """The links `|…|` marks in `marked`, checked against `input_text`."""
    links = []
    i = j = 0
    current = None
    while j < len(marked):
        c = marked[j]
        if c == "|" and current is not None:
            links.append(current)
            current = None
            j += 1
        elif c == "|" and (i >= len(input_text) or input_text[i] != "|"):
            current = ""
            j += 1
        else:
            assert i < len(input_text) and input_text[i] == c, (input_text, marked)
            if current is not None:
                current += c
            i += 1
            j += 1
    assert i == len(input_text) and current is None, (input_text, marked)
    return links


CALL = re.compile(r"\b(assert_linked|assert_not_linked|assert_urls_without_protocol|assert_not_linked_without_protocol|assert_linked_with)\s*\(")


def linkify(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    rows = []
    test = None
    counts = {}
    pos = 0
    for m in CALL.finditer(source):
        # The enclosing test function and its finder, if it makes its own.
        head = source.rfind("fn ", 0, m.start())
        name = re.match(r"fn (\w+)", source[head:]).group(1)
        if name.startswith("assert_") or name == "show_links":
            continue
        body_start = source.rfind("#[test]", 0, m.start())
        body = source[body_start : m.start()]
        # The call's arguments, up to its closing parenthesis (strings may hold parentheses).
        depth, k, in_str, raw = 1, m.end(), False, False
        while depth:
            if source.startswith('r#"', k) and not in_str:
                k = source.index('"#', k + 3) + 2
                continue
            c = source[k]
            if in_str:
                if c == "\\":
                    k += 1
                elif c == '"':
                    in_str = False
            elif c == '"':
                in_str = True
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            k += 1
        args = rust_strings(source[m.end() : k - 1])
        kind = m.group(1)
        if kind in ("assert_not_linked", "assert_not_linked_without_protocol"):
            text, marked = args[0], args[0]
        else:
            text, marked = args[0], args[1]
        mode = "scheme-required"
        if kind in ("assert_urls_without_protocol", "assert_not_linked_without_protocol"):
            mode = "without-scheme"
        if kind == "assert_linked_with":
            mode = "iri-off" if "url_can_be_iri(false)" in body else "without-scheme"
        counts[name] = counts.get(name, 0) + 1
        links, emails = split(spans(text, marked))
        row = {"id": f"{name}/{counts[name]}", "input": text, "links": links, "mode": mode}
        # The default finder looks for e-mail addresses too; `kinds(&[LinkKind::Url])` only links.
        url_only = kind in ("assert_urls_without_protocol", "assert_not_linked_without_protocol") or (
            kind == "assert_linked_with" and "kinds(&[LinkKind::Url])" in body
        )
        if not url_only:
            row["emails"] = emails
        rows.append(row)
    return rows


def write(name, source, rows):
    with open(name, "w", encoding="utf-8") as f:
        json.dump({"source": source, "rows": rows}, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    write("twitter-text.json", "twitter-text conformance/extract.yml (urls, urls_with_directional_markers)", twitter(sys.argv[1]))
    write("linkify-rs.json", "linkify (Rust) tests/url.rs", linkify(sys.argv[2]))
