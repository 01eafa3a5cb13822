#!/usr/bin/env python3
"""Ours: writes urldefense.json from the test table of cardi/proofpoint-url-decoder.

Usage: python3 make_urldefense.py path/to/decode_test.py > urldefense.json

Reads the test file with Python's ast (nothing of it is run) and keeps, for every test, the
Proofpoint URL it decodes and the link it expects, and whether it asks for the `unquote`
mode (percent-decoding of the link, a policy Omnibox does not follow: such rows are skipped
with that reason). A test whose expected value is its input (an undecodable link) is kept as
such: Omnibox keeps that link whole.
"""
import ast
import json
import sys

SOURCE = ("cardi/proofpoint-url-decoder, decode_test.py @ 27f30b0901353c117848adae95cc2529acc24470 "
          "(CC0-1.0, Calvin Ardi): every test's input URL and expected output, as data")
UNQUOTE = "the source's unquote mode percent-decodes the link; Omnibox keeps the link as written"


def constant(node, names):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    raise ValueError(ast.dump(node))


def main(path):
    tree = ast.parse(open(path, encoding="utf-8").read())
    cases = []
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef)):
            names, calls = {}, []
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
                    try:
                        names[node.targets[0].id] = constant(node.value, names)
                    except ValueError:
                        pass
                if isinstance(node, ast.Call) and getattr(node.func, "id", "").startswith("decode_pp"):
                    calls.append(node)
            decorator = next((d for d in fn.decorator_list if isinstance(d, ast.Call)), None)
            if decorator is not None:  # parameterized.expand([[name, url, expected], ...])
                for row in decorator.args[0].elts:
                    label, url, expected = (e.value for e in row.elts)
                    cases.append(("v3", f"{fn.name[5:]}-{label}", url, expected, False))
                continue
            call = calls[0]
            version = "v2" if call.func.id == "decode_ppv2" else "v3"
            unquote = len(call.args) > 1 and getattr(call.args[1], "value", False) is True
            cases.append((version, fn.name[5:], names["url"], names["expected"], unquote))
    out = []
    for version, name, url, expected, unquote in cases:
        row = {"id": f"{version}-{name}".replace(" ", "-"), "version": version, "input": url, "link": expected}
        if expected == url:
            row["keptWhole"] = True
        if unquote:
            row["skipped"] = UNQUOTE
        out.append(row)
    json.dump({"source": SOURCE, "cases": out}, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
