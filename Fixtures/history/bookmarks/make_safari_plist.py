#!/usr/bin/env python3
"""Writes safari-Bookmarks.plist (ours): a binary property list shaped like Safari's
~/Library/Safari/Bookmarks.plist (root list, History proxy, BookmarksBar, BookmarksMenu,
com.apple.ReadingList), for SafariBookmarksImporter's tests. Safari cannot run here, so the
structure follows the keys Safari writes (WebBookmarkType, Title, Children, URLString,
URIDictionary/title, ReadingList/DateAdded). Run: python3 make_safari_plist.py"""
import datetime
import os
import plistlib


def leaf(url, title, uuid, **extra):
    item = {
        "URIDictionary": {"title": title},
        "URLString": url,
        "WebBookmarkType": "WebBookmarkTypeLeaf",
        "WebBookmarkUUID": uuid,
    }
    item.update(extra)
    return item


def folder(title, uuid, children):
    return {"Children": children, "Title": title, "WebBookmarkType": "WebBookmarkTypeList", "WebBookmarkUUID": uuid}


root = {
    "Children": [
        {"Title": "History", "WebBookmarkIdentifier": "History", "WebBookmarkType": "WebBookmarkTypeProxy",
         "WebBookmarkUUID": "00000000-0000-4000-8000-000000000001"},
        folder("BookmarksBar", "00000000-0000-4000-8000-000000000002", [
            leaf("https://www.apple.com/", "Apple", "00000000-0000-4000-8000-000000000010"),
            folder("Über Zürich", "00000000-0000-4000-8000-000000000011", [
                leaf("https://bücher.example/straße", "Bücher – straße", "00000000-0000-4000-8000-000000000012"),
                leaf("https://例え.jp/パス", "日本語 🍣", "00000000-0000-4000-8000-000000000013"),
                folder("Empty", "00000000-0000-4000-8000-000000000014", []),
            ]),
            leaf("javascript:void(document.title)", "Bookmarklet", "00000000-0000-4000-8000-000000000015"),
            {"URIDictionary": {"title": "No URL"}, "WebBookmarkType": "WebBookmarkTypeLeaf",
             "WebBookmarkUUID": "00000000-0000-4000-8000-000000000016"},
            {"Title": "Odd", "WebBookmarkType": "WebBookmarkTypeSomethingElse",
             "WebBookmarkUUID": "00000000-0000-4000-8000-000000000017"},
        ]),
        folder("BookmarksMenu", "00000000-0000-4000-8000-000000000003", [
            leaf("https://xn--bcher-kva.example/", "", "00000000-0000-4000-8000-000000000020"),
        ]),
        folder("com.apple.ReadingList", "00000000-0000-4000-8000-000000000004", [
            leaf("https://example.org/article?id=7&x=y", "An article", "00000000-0000-4000-8000-000000000030",
                 ReadingList={"DateAdded": datetime.datetime(2024, 12, 30, 2, 40, 0),
                              "PreviewText": "The first lines of the article"},
                 ReadingListNonSync={"neverFetchMetadata": False}),
        ]),
    ],
    "Title": "",
    "WebBookmarkFileVersion": 1,
    "WebBookmarkType": "WebBookmarkTypeList",
    "WebBookmarkUUID": "00000000-0000-4000-8000-000000000000",
}

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "safari-Bookmarks.plist"), "wb") as out:
    out.write(plistlib.dumps(root, fmt=plistlib.FMT_BINARY, sort_keys=True))
