#!/usr/bin/env python3
"""Writes brave_query_filter.json and firefox_query_stripping.json: the browsers' own test rows
(input URL -> expected URL), transcribed from their unit tests, with the list each row runs
against ("built-in": Omnibox's catalog; otherwise the test's own list, given in "lists") and, for
rows that need a browser context (request method, same-site navigation, redirects, prefs), the
reason they are skipped. This script never runs Omnibox.
Run: python3 Fixtures/share/browsers/make_tables.py
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    runnable = [r for r in doc["rows"] if "skip" not in r]
    print(name, len(doc["rows"]), "rows,", len(runnable), "runnable")


# Brave: brave-core components/query_filter/core/browser/utils_unittest.cc (MPL-2.0).
SAME_SITE = "needs the request context: same-site initiator or redirect source exempts the request"
def add_row(rows, prefix, test, url, expected, list_, skip, note):
    """Appends one row, numbered within its table."""
    r = {"id": f"{prefix}-{len(rows) + 1:02d}", "test": test, "url": url, "expected": expected, "list": list_}
    if skip:
        r["skip"] = skip
    if note:
        r["note"] = note
    rows.append(r)


brave_rows = []


def brave(test, url, expected, list_="built-in", skip=None, note=None):
    add_row(brave_rows, "brave", test, url, expected, list_, skip, note)


F = "FilterQueryTrackers"
brave(F, "https://test.com/?gclid=123", "https://test.com/", note="cross-site initiator and redirect source")
brave(F, "https://test.com/?gclid=123", "https://test.com/", note="cross-site redirect source, same-site initiator")
brave(F, "https://test.com/?fbclid=123", "https://test.com/", note="cross-site initiator, no redirect")
brave(F, "https://test.com/?fbclid=123", "https://test.com/", note="cross-site initiator (internal_redirect comment)")
brave(F, "https://test.com/?fbclid=123", "https://test.com/", note="cross-site initiator (third copy)")
brave(F, "https://test.com/?mkt_tok=123", "https://test.com/", note="cross-site redirect source, no initiator")
brave(F, "https://test.com/?gclid=123&unsubscribe=123", "https://test.com/?unsubscribe=123")
brave(F, "https://test.com/?gclid=123&Unsubscribe=123", "https://test.com/?Unsubscribe=123")
brave(F, "https://test.com/", "https://test.com/", note="nothing to filter")
brave(F, "", "", skip="an invalid (empty) request URL: no URL to clean")
for method in ["POST", "PATH", "HEAD", "PUT"]:
    brave(F, "https://test.com/?gclid=123", "https://test.com/?gclid=123",
          skip=f"needs the request method: only GET is filtered ({method})")
brave(F, "https://test.com/?gclid=123", "https://test.com/?gclid=123", skip=SAME_SITE + " (initiator)")
brave(F, "https://test.com/?gclid=123", "https://test.com/?gclid=123", skip=SAME_SITE + " (redirect source)")
brave(F, "https://test.com/?gclid=123", "https://test.com/?gclid=123",
      skip=SAME_SITE + " (same-site redirect source, cross-site initiator)")
brave(F, "https://test.com/?gclid=123", "https://test.com/?gclid=123",
      skip="needs the request context: internal redirects are not filtered")
URLDEFENSE = ("https://urldefense.com/v3/__https://www.portainer.io/hs/preferences-center/en/"
              "direct?utm_campaign=XNF&utm_source=hs_automation&_hsenc=p2&_hsmi=26__;!!MlclJBHn!0eDf-z$")
brave(F, URLDEFENSE, URLDEFENSE, note="exempted hostname")

S = "IsScopedTracker"
TEST_MAP = "IsScopedTracker map"
for param, url, stripped in [
    ("t", "https://twitter.com/", False),
    ("igshid", "https://instagram.com/", True),
    ("igshid", "http://www.instagram.com/", True),
    ("igshid", "https://example.com/", False),
    ("ref_src", "https://twitter.com/", True),
    ("ref_src", "https://x.com/", True),
    ("ref_src", "https://y.com/", True),
    ("ref_src", "https://z.com/", False),
    ("sample1", "https://brave.com/", True),
    ("sample1", "https://example.com/", False),
    ("sample2", "https://brave.com/", False),
    ("sample3", "https://brave.com/", False),
    ("sample4", "https://brave.com/", False),
]:
    full = f"{url}?{param}=1"
    brave(S, full, url if stripped else full, list_=TEST_MAP,
          note=f"IsScopedTracker({param}, {url}) is {'true' if stripped else 'false'}")

# The same questions for Brave's real parameters, asked of Omnibox's built-in catalog (the map
# above is the test's; Brave's own scoped list gives the same answers for these).
for param, url, stripped in [
    ("t", "https://twitter.com/", False),
    ("igshid", "https://instagram.com/", True),
    ("igshid", "http://www.instagram.com/", True),
    ("igshid", "https://example.com/", False),
    ("ref_src", "https://twitter.com/", True),
    ("ref_src", "https://x.com/", True),
    ("ref_src", "https://z.com/", False),
]:
    full = f"{url}?{param}=1"
    brave(S, full, url if stripped else full,
          note=f"IsScopedTracker({param}, {url}) is {'true' if stripped else 'false'}, against the built-in catalog")

write("brave_query_filter.json", {
    "about": "Brave's query-filter unit test rows (brave-core components/query_filter/core/browser/"
             "utils_unittest.cc at 9fa6f764ae7e990999b85f41f39c3ca10961f3e3, MPL-2.0), as input URL -> "
             "expected URL. IsScopedTracker rows run against that test's own tracker map (\"lists\"): a "
             "true answer is written as the parameter removed. Written by make_tables.py.",
    "lists": {
        TEST_MAP: [
            {"names": ["igshid"], "domains": ["instagram.com"]},
            {"names": ["ref_src"], "domains": ["twitter.com", "x.com", "y.com"]},
            {"names": ["sample1"], "domains": ["", " ", "brave.com", ""]},
            {"names": ["sample2"], "domains": [" "]},
            {"names": ["sample3"], "domains": [""]},
            {"names": ["sample4"], "domains": []},
        ],
    },
    "rows": brave_rows,
})

# Firefox: query stripping (browser_urlQueryStringStripping.js) and strip-on-share
# (test_strip_on_share_list.js, browser_strip_on_share_link.js).
ff_rows = []


def ff(test, url, expected, list_, skip=None, note=None):
    add_row(ff_rows, "firefox", test, url, expected, list_, skip, note)


QS = "browser_urlQueryStringStripping.js TEST_CASES"
STRIP_LIST = "privacy.query_stripping.strip_list = paramToStrip1 paramToStrip2"
BASE = "https://example.net/browser/toolkit/components/antitracking/test/browser/file_stripping.html"
cases = [
    ("paramToStrip1=123", ""),
    ("PARAMTOSTRIP1=123&paramToStrip2=456", ""),
    ("paramToStrip1=123&paramToKeep=456", "paramToKeep=456"),
    ("paramToStrip1=123&paramToKeep=456&paramToStrip2=abc", "paramToKeep=456"),
    ("paramToKeep=123", "paramToKeep=123"),
    ("paramToStrip1=123&paramToKeep=?$!%", "paramToKeep=?$!%"),
]
for query, stripped in cases:
    ff(QS, f"{BASE}?{query}", BASE + (f"?{stripped}" if stripped else ""), STRIP_LIST,
       note="cross-site navigation with stripping enabled (tab open, window.open, link click, script)")
for query, _ in cases[:1]:
    ff(QS, f"{BASE}?{query}", f"{BASE}?{query}", STRIP_LIST,
       skip="needs a pref: with privacy.query_stripping.enabled false nothing is stripped")
    ff(QS, f"{BASE}?{query}", f"{BASE}?{query}", STRIP_LIST,
       skip="needs the navigation context: same-origin window.open, link click and script navigation keep the query")
    ff(QS, f"{BASE}?{query}", f"{BASE}?{query}", STRIP_LIST,
       skip="needs the navigation context: iframe navigations are never stripped")

SOS = "test_strip_on_share_list.js"
TEST_JSON = "test_strip_on_share_list.js testJson"
TEST_JSON2 = "test_strip_on_share_list.js testJson2"
ff(SOS, "https://testparamexample.com/?testparam=1", "https://testparamexample.com/", TEST_JSON)
ff(SOS, "https://testparamexample.com/?testparam=1", "https://testparamexample.com/?testparam=1", TEST_JSON2,
   note="after the list update, stripForCopyOrShare returns null: nothing to strip")
ff(SOS, "https://example2.com/?testparam=1", "https://example2.com/", TEST_JSON2)
ff(SOS, "https://example.com/?rootParam=1", "https://example.com/", TEST_JSON)
ff(SOS, "https://www.example.com/?rootParam=1", "https://www.example.com/", TEST_JSON)
ff(SOS, "https://test1.example.com/?rootParam=1", "https://test1.example.com/", TEST_JSON)
ff(SOS, "https://abc.test1.example.com/?rootParam=1", "https://abc.test1.example.com/", TEST_JSON)
ff(SOS, "https://abc.test1.example.com/?rootParam2=1", "https://abc.test1.example.com/?rootParam2=1", TEST_JSON)
ff(SOS, "https://abc.test1.example.org.uk/?rootParam2=1", "https://abc.test1.example.org.uk/", TEST_JSON)

LINK = "browser_strip_on_share_link.js"
STRIP_PARAM = "privacy.query_stripping.strip_list = stripParam"
ff(LINK, "https://www.example.com/?stripParam=1234&otherParam=1234", "https://www.example.com/?otherParam=1234",
   STRIP_PARAM, note="testStrip")
ff(LINK, "https://www.example.com/?otherParam=1234", "https://www.example.com/?otherParam=1234", STRIP_PARAM,
   note="testUnknownQueryParam: the menu item is hidden, nothing to strip")
ff(LINK, "https://www.example.com/?stripParam=1234&otherParam=1234",
   "https://www.example.com/?stripParam=1234&otherParam=1234", STRIP_PARAM,
   skip="needs a pref: testPrefDisabled (strip_on_share.enabled false hides the menu item)")

write("firefox_query_stripping.json", {
    "about": "Firefox's query-stripping and strip-on-share test rows, as input URL -> expected URL: "
             "toolkit/components/antitracking/test/browser/browser_urlQueryStringStripping.js "
             "(Floorp-Projects/Floorp at 1214ac636b6773644ed2893fede65900ea002bc9), "
             "toolkit/components/antitracking/test/xpcshell/test_strip_on_share_list.js (shtrom/firefox at "
             "cab1792d33914edc1d4d0d47caa0c59a5665b972) and browser/base/content/test/contextMenu/"
             "browser_strip_on_share_link.js (Floorp at 0a8941f5baea9da93751319e142737ec004a2b91); MPL-2.0 and "
             "public domain (CC0) test files. Each row runs against the list its test sets up (\"lists\": the "
             "strip_list pref or the test's JSON; origins are exact hosts, schemelessSites domains). "
             "Written by make_tables.py.",
    "lists": {
        STRIP_LIST: [{"names": ["paramtostrip1", "paramtostrip2"]}],
        STRIP_PARAM: [{"names": ["stripparam"]}],
        TEST_JSON: [
            {"names": ["utm_ad"]},
            {"names": ["test_2", "test_1"], "hosts": ["www.example.com"]},
            {"names": ["testparam"], "hosts": ["testparamexample.com"]},
            {"names": ["test_3", "test_4"], "hosts": ["www.example.net"]},
            {"names": ["rootparam"], "domains": ["example.com"]},
            {"names": ["rootparam2"], "domains": ["example.org.uk"]},
        ],
        TEST_JSON2: [{"names": ["testparam"], "hosts": ["example2.com"]}],
    },
    "rows": ff_rows,
})
