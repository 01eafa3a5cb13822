-- Known rows for FirefoxPlacesImportTests (ours). Times are PRTime, microseconds since 1970;
-- 1700000000000000 is 2023-11-14T22:13:20Z, 32503680000000000 the year 3000.
-- visit_type: 1 LINK, 2 TYPED, 3 BOOKMARK, 4 EMBED, 5 REDIRECT_PERMANENT, 6 REDIRECT_TEMPORARY,
-- 7 DOWNLOAD, 8 FRAMED_LINK, 9 RELOAD.
INSERT INTO moz_places (id, url, title, visit_count, hidden, typed, last_visit_date, guid) VALUES
  (1, 'https://example.org/', 'Example Org', 3, 0, 1, 1700000120000000, 'place1______'),
  (2, 'https://例え.jp/パス', '日本語', 2, 0, 0, 1, 'place2______'),
  (3, 'https://xn--r8jz45g.jp/', 'Punycode', 0, 1, 0, NULL, 'place3______'),
  (4, 'http://old.example/', NULL, 1, 1, 0, 1700000300000000, 'place4______'),
  (5, 'https://new.example/', 'New', 2, 0, 0, 1700000400000000, 'place5______'),
  (6, 'https://example.org/file.zip', 'file.zip', 0, 0, 0, NULL, 'place6______'),
  (7, 'https://example.org/frame', 'Frame', 1, 0, 0, 1700000700000000, 'place7______'),
  (8, NULL, 'no url', 1, 0, 0, 1700000750000000, 'place8______'),
  (9, 'https://example.org/weird', 'Weird', 1, 0, 0, 32503680000000000, 'place9______'),
  (10, 'https://search.example/?q=%s', 'Search', 0, 0, 0, NULL, 'place10_____');

INSERT INTO moz_historyvisits (id, from_visit, place_id, visit_date, visit_type) VALUES
  (1, 0, 1, 1700000000000000, 2),
  (2, 1, 1, 1700000060000000, 1),
  (3, 0, 1, 1700000120000000, 9),
  (4, 0, 2, 1, 1),
  (5, 0, 2, 0, 1),
  (6, 0, 3, 1700000200000000, 4),
  (7, 0, 4, 1700000300000000, 1),
  (8, 7, 5, 1700000300000001, 5),
  (9, 0, 5, 1700000400000000, 6),
  (10, 0, 6, 1700000500000000, 7),
  (11, 0, 7, 1700000600000000, 8),
  (12, 0, 7, 1700000700000000, 3),
  (13, 0, 8, 1700000750000000, 1),
  (14, 0, 9, 1700000800000000, 0),
  (15, 0, 9, 32503680000000000, 1);

-- The roots as Places creates them, then nested folders, a tag folder, and bookmarks.
INSERT INTO moz_bookmarks (id, type, fk, parent, position, title, dateAdded, lastModified, guid) VALUES
  (1, 2, NULL, 0, 0, '', 1690000000000000, 1690000000000000, 'root________'),
  (2, 2, NULL, 1, 0, 'menu', 1690000000000000, 1690000000000000, 'menu________'),
  (3, 2, NULL, 1, 1, 'toolbar', 1690000000000000, 1690000000000000, 'toolbar_____'),
  (4, 2, NULL, 1, 2, 'tags', 1690000000000000, 1690000000000000, 'tags________'),
  (5, 2, NULL, 1, 3, 'unfiled', 1690000000000000, 1690000000000000, 'unfiled_____'),
  (6, 2, NULL, 1, 4, 'mobile', 1690000000000000, 1690000000000000, 'mobile______'),
  (7, 2, NULL, 3, 0, 'Swift', 1690000000000000, 1690000000000000, 'folderSwift_'),
  (8, 2, NULL, 7, 0, 'Concurrency', 1690000000000000, 1690000000000000, 'folderConc__'),
  (10, 2, NULL, 4, 0, 'reading', 1690000000000000, 1690000000000000, 'tagReading__'),
  (11, 1, 1, 3, 1, 'Example Org', 1700000000000000, 1700000000000000, 'bookmark11__'),
  (12, 1, 2, 8, 0, '日本語ブックマーク', 0, 0, 'bookmark12__'),
  (13, 1, 10, 2, 0, 'Search', 1700000900000000, 1700000900000000, 'bookmark13__'),
  (14, 1, 1, 10, 0, NULL, 1700000950000000, 1700000950000000, 'bookmark14__'),
  (15, 1, 999, 5, 0, 'Gone', 1700000960000000, 1700000960000000, 'bookmark15__'),
  (16, 1, 3, 6, 0, NULL, 1700001000000000, 1700001000000000, 'bookmark16__'),
  (17, 1, 5, 5, 1, 'New', 1700001100000000, 1700001100000000, 'bookmark17__'),
  (18, 3, NULL, 3, 2, NULL, 1700001200000000, 1700001200000000, 'separator18_'),
  (19, 1, 4, 77, 0, 'Orphan', 1700001300000000, 1700001300000000, 'bookmark19__');

INSERT INTO moz_keywords (id, keyword, place_id, post_data) VALUES (1, 's', 10, NULL);
