-- Known rows for SafariHistoryImportTests (ours). visit_time is seconds since 2001-01-01 UTC
-- (a REAL): 700000000 is 2023-03-08T20:26:40Z; -1.5 is 1.5 s before 2001, 0.000001 one
-- microsecond after it.
INSERT INTO history_items (id, url, domain_expansion, visit_count, daily_visit_counts, should_recompute_derived_visit_counts, visit_count_score) VALUES
  (1, 'https://www.apple.com/', 'apple', 3, X'', 0, 300),
  (2, 'https://例え.jp/パス', NULL, 2, X'', 0, 200),
  (3, 'https://xn--r8jz45g.jp/', NULL, 1, X'', 0, 100),
  (4, 'http://apple.com/', 'apple', 1, X'', 0, 100),
  (5, 'https://www.apple.com/redirected', 'apple', 1, X'', 0, 100),
  (6, 'https://broken.example/', NULL, 2, X'', 0, 100),
  (7, 'https://empty.example/', NULL, 0, X'', 0, 0),
  (8, '', NULL, 1, X'', 0, 0);

INSERT INTO history_visits (id, history_item, visit_time, title, load_successful, http_non_get, redirect_source, redirect_destination) VALUES
  (1, 1, 700000000.0, 'Apple (old)', 1, 0, NULL, NULL),
  (2, 1, 700000060.5, 'Apple', 1, 0, NULL, NULL),
  (3, 1, 700000120.25, '', 1, 0, NULL, NULL),
  (4, 2, -1.5, '日本語', 1, 0, NULL, NULL),
  (5, 2, 0.000001, NULL, 1, 0, NULL, NULL),
  (6, 3, 1000000000.125, 'Punycode', 1, 0, NULL, NULL),
  (7, 4, 700000200.0, NULL, 1, 0, NULL, 8),
  (8, 5, 700000200.0, 'Redirected', 1, 0, 7, NULL),
  (9, 6, 700000300.0, 'Broken', 0, 0, NULL, NULL),
  (10, 6, 700000400.0, 'Form', 1, 1, NULL, NULL),
  (11, 8, 700000500.0, 'no url', 1, 0, NULL, NULL);
