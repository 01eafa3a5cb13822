-- Known rows for ChromiumHistoryImportTests (ours). Times are microseconds since 1601-01-01 UTC;
-- 13380000000000000 is 2024-12-30T02:40:00Z, 11644473600000001 one microsecond after 1970,
-- 1 one microsecond after 1601, 44148153600000000 the year 3000. Transitions: core type in the
-- low byte, 0x10000000 CHAIN_START, 0x20000000 CHAIN_END, 0x40000000 CLIENT_REDIRECT,
-- 0x80000000 SERVER_REDIRECT (visit 7 is stored as a negative 32-bit value, as old versions did).
INSERT INTO urls VALUES(1, 'https://example.com/', 'Example', 3, 1, 13380000120000000, 0);
INSERT INTO urls VALUES(2, 'https://例え.jp/パス', '日本語のページ', 2, 0, 1, 0);
INSERT INTO urls VALUES(3, 'https://xn--r8jz45g.jp/', 'Punycode', 1, 0, 0, 1);
INSERT INTO urls VALUES(4, 'http://redirect-start.example/', NULL, 1, 1, 13380000200000000, 1);
INSERT INTO urls VALUES(5, 'https://redirect-end.example/landing', 'Landing', 2, 1, 13380000300000000, 0);
INSERT INTO urls VALUES(6, 'https://example.com/frame', 'Frame', 2, 0, 13380000400000000, 0);
INSERT INTO urls VALUES(7, 'https://www.google.com/search?q=swift+6', 'swift 6 - Google Search', 2, 0, 13380000500000000, 0);
INSERT INTO urls VALUES(8, 'https://example.com/form', 'Form', 2, 0, 11644473600000002, 0);
INSERT INTO urls VALUES(9, NULL, 'no url', 0, 0, 0, 0);
INSERT INTO urls VALUES(10, 'https://example.com/auto', 'Auto', 2, 0, 13380000600000000, 0);

-- typed chain start+end, link, reload
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(1, 1, 13380000000000000, 0, 805306369);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(2, 1, 13380000060000000, 1, 805306368);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(3, 1, 13380000120000000, 0, 805306376);
-- just after 1601; visit_time 0 (none)
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(4, 2, 1, 0, 805306368);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(5, 2, 0, 0, 805306368);
-- keyword, far future
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(6, 3, 44148153600000000, 0, 805306377);
-- redirect chain: typed CHAIN_START on 4, then CHAIN_END|SERVER_REDIRECT on 5; a client redirect to 5
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(7, 4, 13380000200000000, 0, 268435457);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(8, 5, 13380000200000000, 7, -1610612735);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(9, 5, 13380000300000000, 0, 1610612736);
-- auto and manual subframes
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(10, 6, 13380000400000000, 0, 805306371);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(11, 6, 13380000400000000, 0, 805306372);
-- generated and keyword-generated at the same time
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(12, 7, 13380000500000000, 0, 805306373);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(13, 7, 13380000500000000, 0, 805306378);
-- form just after 1970, bookmark
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(14, 8, 11644473600000001, 0, 805306375);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(15, 8, 11644473600000002, 0, 805306370);
-- auto toplevel; an unknown core type (11)
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(16, 10, 13380000600000000, 0, 805306374);
INSERT INTO visits (id, url, visit_time, from_visit, transition) VALUES(17, 10, 13380000600000001, 0, 805306379);

INSERT INTO keyword_search_terms VALUES(2, 7, 'swift 6', 'swift 6');
INSERT INTO keyword_search_terms VALUES(3, 2, '例え', '例え');
INSERT INTO keyword_search_terms VALUES(4, 99, 'orphan', 'orphan');
