-- Chromium's History database, schema version 70 (last compatible 16).
-- The CREATE TABLE statements are Chromium's, copied as data (comments and C++ string
-- splitting removed), from:
--   meta:                 sql/meta_table.cc (MetaTable::Init), as Chromium writes it
--   urls, keyword_search_terms:
--                         chromium/chromium @ f24a8e130d36c035286d0b664743111ac6b10749,
--                         components/history/core/browser/url_database.cc
--                         (URLDatabase::CreateURLTable, InitKeywordSearchTermsTable)
--   visits, visit_source: ARAS-Workspace/phantom-browser-core @ fbac25cdc8bb8aa666a9d0e244630806ed534844
--                         (a current Chromium tree), components/history/core/browser/visit_database.cc
--                         (VisitDatabase::InitVisitTable)
--   version numbers:      ARAS-Workspace/phantom-browser-core @ 16c8eaf88802dd6d7b6071e97916213c71230186,
--                         components/history/core/browser/history_database.cc
--                         (kCurrentVersionNumber = 70, kCompatibleVersionNumber = 16)
-- Tables the importer does not read (segments, downloads, annotations, ...) are left out.
-- License: BSD-3-Clause, the Chromium Authors (Fixtures/browsers/LICENSE-Chromium.txt).
CREATE TABLE meta(key LONGVARCHAR NOT NULL UNIQUE PRIMARY KEY, value LONGVARCHAR);
INSERT INTO meta VALUES('version', '70');
INSERT INTO meta VALUES('last_compatible_version', '16');
CREATE TABLE urls(id INTEGER PRIMARY KEY AUTOINCREMENT,url LONGVARCHAR,title LONGVARCHAR,visit_count INTEGER DEFAULT 0 NOT NULL,typed_count INTEGER DEFAULT 0 NOT NULL,last_visit_time INTEGER NOT NULL,hidden INTEGER DEFAULT 0 NOT NULL);
CREATE INDEX urls_url_index ON urls (url);
CREATE TABLE visits(id INTEGER PRIMARY KEY AUTOINCREMENT,url INTEGER NOT NULL,visit_time INTEGER NOT NULL,from_visit INTEGER,external_referrer_url TEXT,transition INTEGER DEFAULT 0 NOT NULL,segment_id INTEGER,visit_duration INTEGER DEFAULT 0 NOT NULL,incremented_omnibox_typed_score BOOLEAN DEFAULT FALSE NOT NULL,opener_visit INTEGER,originator_cache_guid TEXT,originator_visit_id INTEGER,originator_from_visit INTEGER,originator_opener_visit INTEGER,is_known_to_sync BOOLEAN DEFAULT FALSE NOT NULL,consider_for_ntp_most_visited BOOLEAN DEFAULT FALSE NOT NULL,visited_link_id INTEGER DEFAULT 0 NOT NULL,app_id TEXT);
CREATE TABLE visit_source(id INTEGER PRIMARY KEY,source INTEGER NOT NULL);
CREATE INDEX visits_url_index ON visits (url);
CREATE INDEX visits_from_index ON visits (from_visit);
CREATE INDEX visits_time_index ON visits (visit_time);
CREATE INDEX visits_originator_id_index ON visits (originator_visit_id);
CREATE TABLE keyword_search_terms (keyword_id INTEGER NOT NULL,url_id INTEGER NOT NULL,term LONGVARCHAR NOT NULL,normalized_term LONGVARCHAR NOT NULL);
CREATE INDEX keyword_search_terms_index1 ON keyword_search_terms (keyword_id, normalized_term);
CREATE INDEX keyword_search_terms_index2 ON keyword_search_terms (url_id);
CREATE INDEX keyword_search_terms_index3 ON keyword_search_terms (term);
