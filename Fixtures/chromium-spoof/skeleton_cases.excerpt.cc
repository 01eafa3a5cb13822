// Excerpt of components/url_formatter/spoof_checks/idn_spoof_checker_unittest.cc
// Copyright 2015 The Chromium Authors. BSD-3-Clause: see LICENSE-Chromium.txt.
// Case lines copied as they stand upstream (comments abridged); see SOURCE.md for the
// revision and make_cases.py for how this becomes cases.json.

// ==== kTestCases of TEST(IDNSpoofCheckerNoFixtureTest, Skeletons) ====
  const char kDashSite[] = "test-site";
      {GURL("http://test‐site"), kDashSite},   // U+2010 (Hyphen)
      {GURL("http://test‑site"), kDashSite},   // U+2011 (Non breaking hyphen)
      {GURL("http://test‒site"), kDashSite},   // U+2012 (Figure dash)
      {GURL("http://test–site"), kDashSite},   // U+2013 (En dash)
      {GURL("http://test—site"), kDashSite},   // U+2014 (Em dash)
      {GURL("http://test﹘site"), kDashSite},  // U+FE58 (Small em dash)
      {GURL("http://test―site"), kDashSite},   // U+2015 (Horizontal bar)
      {GURL("http://test一site"), kDashSite},  // U+4E00 (一)
      {GURL("http://test−site"), kDashSite},   // U+2212 (minus sign)
      {GURL("http://test⸺site"), kDashSite},   // U+2E3A (two-em dash)
      {GURL("http://test⸻site"), kDashSite},   // U+2E3B (three-em dash)
      {GURL("http://七est.net"), "test.net"},
      {GURL("http://丅est.net"), "test.net"},
      {GURL("http://丆est.net"), "test.net"},
      {GURL("http://c丫xe.com"), "cyxe.corn"},
      {GURL("http://cy乂e.com"), "cyxe.corn"},
      {GURL("http://丩3.com"), "43.corn"}};

// ==== TEST(IDNSpoofCheckerNoFixtureTest, MultipleSkeletons) ====
  const GURL url("http://œxamþle.com");
  EXPECT_EQ(Skeletons({"oexarnple.corn", "oexarnble.corn", "cexarnple.corn",
                       "cexarnble.corn"}),
            skeletons);

// ==== kTestCases of TEST(IDNSpoofCheckerNoFixtureTest, AlternativeSkeletons) ====
  // skeleton_map[u'œ'] = {"ce", "oe"}; skeleton_map[u'þ'] = {"b", "p"};
  // skeleton_map[u'ł'] = {"l", "t"};
      {u"", 0, {}},
      {u"", 1, {}},
      {u"", 2, {}},
      {u"", 100, {}},

      {u"a", 0, {}},
      {u"a", 1, {u"a"}},
      {u"a", 2, {u"a"}},
      {u"a", 100, {u"a"}},

      {u"ab", 0, {}},
      {u"ab", 1, {u"ab"}},
      {u"ab", 2, {u"ab"}},
      {u"ab", 100, {u"ab"}},

      {u"œ", 0, {}},
      {u"œ", 1, {u"œ"}},
      {u"œ", 2, {u"œ", u"ce"}},
      {u"œ", 100, {u"œ", u"ce", u"oe"}},

      {u"œxample", 0, {}},
      {u"œxample", 1, {u"œxample"}},
      {u"œxample", 2, {u"œxample", u"cexample"}},
      {u"œxample", 100, {u"œxample", u"cexample", u"oexample"}},

      {u"œxamþle", 0, {}},
      {u"œxamþle", 1, {u"œxamþle"}},
      {u"œxamþle", 2, {u"œxamþle", u"œxamble"}},
      {u"œxamþle",
       100,
       {u"œxamþle", u"œxample", u"œxamble", u"oexamþle", u"oexample",
        u"oexamble", u"cexamþle", u"cexample", u"cexamble"}},

      // Strings with many multi-character skeletons shouldn't generate any
      // supplemental hostnames.
      {u"œœœœœœœœœœœœœœœœœœœœœœœœœœœœœœ", 0, {}},
      {u"œœœœœœœœœœœœœœœœœœœœœœœœœœœœœœ", 1, {}},
      {u"œœœœœœœœœœœœœœœœœœœœœœœœœœœœœœ", 2, {}},
      {u"œœœœœœœœœœœœœœœœœœœœœœœœœœœœœœ", 100, {}},

      {u"łwiłłer", 0, {}},
      {u"łwiłłer", 1, {u"łwiłłer"}},
      {u"łwiłłer",
       2,
       {u"\x142wi\x142ler",
        u"\x142wi\x142\x142"
        u"er"}},
      {u"łwiłłer",
       100,
       {u"lwiller",
        u"lwilter",
        u"lwil\x142"
        u"er",
        u"lwitler",
        u"lwitter",
        u"lwit\x142"
        u"er",
        u"lwi\x142ler",
        u"lwi\x142ter",
        u"lwi\x142\x142"
        u"er",
        u"twiller",
        u"twilter",
        u"twil\x142"
        u"er",
        u"twitler",
        u"twitter",
        u"twit\x142"
        u"er",
        u"twi\x142ler",
        u"twi\x142ter",
        u"twi\x142\x142"
        u"er",
        u"\x142willer",
        u"\x142wilter",
        u"\x142wil\x142"
        u"er",
        u"\x142witler",
        u"\x142witter",
        u"\x142wit\x142"
        u"er",
        u"\x142wi\x142ler",
        u"\x142wi\x142ter",
        u"\x142wi\x142\x142"
        u"er"}},

// ==== TEST(IDNSpoofCheckerNoFixtureTest, MaybeRemoveDiacritics) ====
  const GURL url("http://éxample.com");
  EXPECT_EQ(u"example.com", diacritics_removed);
  const GURL non_lgc_url("http://xn--lsa922apb7a6do.com");
  EXPECT_EQ(u"नागरी́.com", diacritics_not_removed);

// ==== TEST_F(IDNSpoofCheckerTest, LookupSkeletonInTopDomains) (idn_test_domains.list) ====
        IDNSpoofChecker().LookupSkeletonInTopDomains("d4OOO.corn");
    EXPECT_EQ("d4000.com", entry.domain);
    EXPECT_TRUE(entry.is_top_bucket);
        "d4OOOcorn", SkeletonType::kSeparatorsRemoved);
    EXPECT_EQ("d4000.com", entry.domain);
    EXPECT_TRUE(entry.is_top_bucket);
        IDNSpoofChecker().LookupSkeletonInTopDomains("digklrno68.corn");
    EXPECT_EQ("digklmo68.com", entry.domain);
    EXPECT_FALSE(entry.is_top_bucket);

// ==== TEST(IDNSpoofCheckerNoFixtureTest, LookupSkeletonInTopDomains) (domains.list) ====
        IDNSpoofChecker().LookupSkeletonInTopDomains("google.corn");
    EXPECT_EQ("google.com", entry.domain);
    EXPECT_TRUE(entry.is_top_bucket);
        "googlecorn", SkeletonType::kSeparatorsRemoved);
    EXPECT_EQ("google.com", entry.domain);
    EXPECT_TRUE(entry.is_top_bucket);
        IDNSpoofChecker().LookupSkeletonInTopDomains("google.sk");
    EXPECT_EQ("google.sk", entry.domain);
    EXPECT_FALSE(entry.is_top_bucket);

// ==== kTestCases of TEST(IDNSpoofCheckerNoFixtureTest, UnsafeIDNToUnicodeWithDetails) (domains.list) ====
      {// An ASCII, top domain.
       "google.com", u"google.com", false,
       "",
       false, IDNSpoofCheckerResult::kNone},
      {// An ASCII domain that's not a top domain.
       "not-top-domain.com", u"not-top-domain.com", false, "", false,
       IDNSpoofCheckerResult::kNone},
      {// A unicode domain that's valid according to all of the rules in IDN
       // spoof checker except that it matches a top domain.
       "xn--googl-fsa.com", u"googlé.com", true, "google.com", true,
       IDNSpoofCheckerResult::kSafe},
      {// Whole script confusable in Cyrillic, and it matches a top domain.
       "xn--80ak6aa92e.com", u"аррӏе.com", true, "apple.com", true,
       IDNSpoofCheckerResult::kWholeScriptConfusable},
      {// Mixed script, but it doesn't match a top domain.
       "xn--o-o-oai-26a223aia177a7ab7649d.com", u"ɴoτ-τoρ-ďoᛖaiɴ.com", true, "",
       false, IDNSpoofCheckerResult::kICUSpoofChecks}};
