import json
P = "PatternsTest"
C = "LinkifyCompatTest"
L = "LinkifyTest"
rows = []
def web(id, text, ok, partial=None, find=False):
    # ok: the whole text is a web URL (matches()); partial: the link found instead
    if id.startswith(C):
        # LinkifyCompatTest's helpers link "start " + url + " end": the first span is the url
        # (succeeds) or the expected link (partially matches), or there is none (fails)
        r = {"id": id, "input": "start " + text + " end"}
        if ok or partial is not None:
            r["links"] = [text if ok else partial]
            r["match"] = "first"
        else:
            r["links"] = []
        rows.append(r)
        return
    r = {"id": id, "input": text}
    if find:
        r["links"] = []
    elif ok:
        r["links"] = [text]
    elif partial is not None:
        r["links"] = [partial]
    else:
        r["links"] = []
        r["match"] = "whole"  # the source checks only that the whole text is not one link
    rows.append(r)
def mail(id, text, ok, partial=None):
    if id.startswith(C):
        r = {"id": id, "input": "start " + text + " end", "links": [], "check": "emails"}
        r["emails"] = [text] if ok else ([partial.removeprefix("mailto:")] if partial else [])
        if partial:
            r["match"] = "first"
        rows.append(r)
        return
    r = {"id": id, "input": text, "check": "emails"}
    r["links"] = []
    r["emails"] = [text] if ok else ([partial] if partial else [])
    if not ok and partial is None:
        r["match"] = "whole"
    rows.append(r)
W = P + ".testAutoLinkWebUrl_"
web(W+"matchesValidUrlWithSchemeAndHostname", "http://www.android.com", True)
web(W+"matchesValidUrlWithSchemeHostnameAndNewTld", "http://www.android.me", True)
web(W+"matchesValidUrlWithHostnameAndNewTld/1", "android.me", True)
web(W+"matchesValidUrlWithHostnameAndNewTld/2", "android.camera", True)
web(W+"matchesChinesePunycodeUrlWithProtocol", "http://xn--fsqu00a.xn--0zwm56d", True)
web(W+"matchesChinesePunycodeUrlWithoutProtocol", "xn--fsqu00a.xn--0zwm56d", True)
web(W+"matchesArabicPunycodeUrlWithProtocol", "http://xn--4gbrim.xn--rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx", True)
web(W+"matchesArabicPunycodeUrlWithoutProtocol", "xn--4gbrim.xn--rmckbbajlc6dj7bxne2c.xn--wgbh1c/ar/default.aspx", True)
web(W+"doesNotMatchPunycodeTldThatStartsWithDash", "http://xn--fsqu00a.-xn--0zwm56d", False)
web(W+"doesNotMatchPunycodeTldThatEndsWithDash", "http://xn--fsqu00a.xn--0zwm56d-", False)
web(W+"matchesUrlWithUnicodeDomainName/1", "http://\uD604\uAE08\uC601\uC218\uC99D.kr", True)
web(W+"matchesUrlWithUnicodeDomainName/2", "\uD604\uAE08\uC601\uC218\uC99D.kr", True)
web(W+"matchesUrlWithUnicodeTld", "\uB3C4\uBA54\uC778.\uD55C\uAD6D", True)
web(W+"matchesUrlWithUnicodePath", "http://brainstormtech.blogs.fortune.cnn.com/2010/03/11/top-five-moments-from-eric-schmidt\u2019s-talk-in-abu-dhabi/", True)
web(W+"doesNotMatchValidUrlWithInvalidProtocol", "ftp://www.example.com", False)
web(W+"matchesValidUrlWithPort", "http://www.example.com:8080", True)
web(W+"matchesUrlWithPortAndQuery", "http://www.example.com:8080/?foo=bar", True)
web(W+"matchesUrlWithTilde", "http://www.example.com:8080/~user/?foo=bar", True)
web(W+"matchesProtocolCaseInsensitive", "hTtP://android.com", True)
web(W+"matchesUrlStartingWithHttpAndDoesNotHaveTld", "http://android/#notld///a/n/d/r/o/i/d&p1=1&p2=2", True)
web(W+"doesNotMatchUrlsWithoutProtocolAndWithUnknownTld", "thank.you", False)
web(W+"doesNotMatchUrlWithInvalidRequestParameter", "http://android.com?p=value", False)
web(W+"doesNotPartiallyMatchUnknownProtocol", "ftp://foo.bar/baz", False, find=True)
web(W+"matchesValidUrlWithEmoji", "Thank\u263A.com", True)
web(W+"doesNotMatchUrlsWithEmojiWithoutProtocolAndWithoutKnownTld", "Thank\u263A.you", False)
web(W+"doesNotMatchEmailAddress", "android@android.com", False)
web(W+"matchesDomainNameWithSurrogatePairs", "android\U0001F338.com", True)
web(W+"matchesTldWithSurrogatePairs", "http://android.\U0001F338com", True)
web(W+"matchesPathWithSurrogatePairs", "http://android.com/path-with-\U0001F338?v=\U0001F338", True)
web(W+"doesNotMatchUrlWithExcludedSurrogate", "http://android\U0001FFFE.com", False)
E = P + ".testAutoLinkEmailAddress_"
for name, text, ok in [
    ("matchesShortValidEmail", "a@a.co", True),
    ("matchesRegularEmail", "email@android.com", True),
    ("matchesEmailWithMultipleSubdomains", "email@e.somelongdomainnameforandroid.abc.uk", True),
    ("matchesLocalPartWithDot", "e.mail@android.com", True),
    ("matchesLocalPartWithPlus", "e+mail@android.com", True),
    ("matchesLocalPartWithUnderscore", "e_mail@android.com", True),
    ("matchesLocalPartWithDash", "e-mail@android.com", True),
    ("matchesLocalPartWithApostrophe", "e'mail@android.com", True),
    ("matchesLocalPartWithDigits", "123@android.com", True),
    ("matchesUnicodeLocalPart", "\uD604\uAE08\uC601\uC218\uC99D@android.kr", True),
    ("matchesLocalPartWithEmoji", "smiley\u263A@android.com", True),
    ("matchesLocalPartWithSurrogatePairs", "\U0001F338@android.com", True),
    ("matchesDomainWithDash", "email@an-droid.com", True),
    ("matchesUnicodeDomain", "email@\uD604\uAE08\uC601\uC218\uC99D.kr", True),
    ("matchesUnicodeLocalPartAndDomain", "\uD604\uAE08\uC601\uC218\uC99D@\uD604\uAE08\uC601\uC218\uC99D.kr", True),
    ("matchesDomainWithEmoji", "smiley@\u263Aandroid.com", True),
    ("matchesDomainWithSurrogatePairs", "email@\U0001F338android.com", True),
    ("matchesLocalPartAndDomainWithSurrogatePairs", "\U0001F338@\U0001F338android.com", True),
    ("doesNotMatchStringWithoutAtSign", "android.com", False),
    ("doesNotMatchPlainString", "email", False),
    ("doesNotMatchStringWithMultipleAtSigns", "email@android@android.com", False),
    ("doesNotMatchEmailWithoutTld", "email@android", False),
    ("doesNotMatchLocalPartEndingWithDot", "email.@android.com", False),
    ("doesNotMatchLocalPartStartingWithDot", ".email@android.com", False),
    ("doesNotMatchDomainStartingWithDash", "email@-android.com", False),
    ("doesNotMatchDomainWithConsecutiveDots", "email@android..com", False),
    ("doesNotMatchEmailWithIpAsDomain", "email@127.0.0.1", False),
    ("doesNotMatchEmailWithInvalidTld", "email@android.c", False),
    ("matchesLocalPartUpTo64Chars/1", "a" * 64 + "@android.com", True),
    ("matchesLocalPartUpTo64Chars/2", "a" * 65 + "@android.com", False),
    ("matchesSubdomainUpTo63Chars/1", "email@" + "a" * 63 + ".com", True),
    ("matchesSubdomainUpTo63Chars/2", "email@" + "a" * 64 + ".com", False),
    ("matchesDomainUpTo255Chars/1", "a@" + "d." * 126 + "com", True),
    ("matchesDomainUpTo255Chars/2", "a@" + "d." * 126 + "comm", False),
]:
    mail(E + name, text, ok)
rows.append({"id": L + ".testAddLinks_addsLinksWhenDefaultSchemeIsNull", "input": "any https://android.com any android.com any", "links": ["https://android.com", "android.com"]})
rows.append({"id": L + ".testAddLinks_addsLinksWhenSchemesArrayIsNull", "input": "any https://android.com any android.com any", "links": ["https://android.com", "android.com"], "skip": "checks Linkify's default-scheme argument (the span's URL \"http://https://android.com\"), an API option, not where links are"})
rows.append({"id": C + ".testAddLinksToSpannable", "input": "name@gmail.com, www.google.com, http://www.google.com/language_tools?hl=en, a.bd, d.e, f.1, g.12, http://h.abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabc j.abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabca", "links": ["www.google.com", "http://www.google.com/language_tools?hl=en", "a.bd", "http://h.abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabc"], "emails": ["name@gmail.com"]})
rows.append({"id": C + ".testAddLinks_spanOverlapPruning", "input": "800-555-1211@gmail.com 800-555-1222.com phone +1-800-555-1214", "links": ["800-555-1222.com"], "emails": ["800-555-1211@gmail.com"]})
rows.append({"id": C + ".testAddLinks_doesNotAddLinksForUrlWithoutProtocolAndWithoutKnownTld", "input": "hey man.its me", "links": [], "emails": []})
W = C + ".testAddLinks_"
web(W+"shouldNotAddEmailAddressAsUrl", "name@gmail.com", False, find=True)
web(W+"acceptsUrlsWithCommasInRequestParameterValues", "https://android.com/path?ll=37.4221,-122.0836&z=17&pll=37.4221,-122.0836", True)
web(W+"addsLinksForUrlWithProtocolWithoutTld", "http://android/#notld///a/n/d/r/o/i/d&p1=1&p2=2", True)
web(W+"matchesProtocolCaseInsensitive", "hTtP://android.com", True)
web(W+"matchesValidUrlWithSchemeAndHostname", "http://www.android.com", True)
web(W+"matchesValidUrlWithSchemeHostnameAndNewTld", "http://www.android.me", True)
web(W+"matchesValidUrlWithHostnameAndNewTld", "android.camera", True)
web(W+"matchesPunycodeUrl", "http://xn--fsqu00a.xn--unup4y", True)
web(W+"matchesPunycodeUrlWithoutProtocol", "xn--fsqu00a.xn--unup4y", True)
web(W+"doesNotMatchPunycodeTldThatStartsWithDash", "xn--fsqu00a.-xn--unup4y", False, find=True)
web(W+"partiallyMatchesPunycodeTldThatEndsWithDash", "http://xn--fsqu00a.xn--unup4y-", False, partial="http://xn--fsqu00a.xn--unup4y")
web(W+"matchesUrlWithUnicodeDomainName", "http://\uD604\uAE08\uC601\uC218\uC99D.kr", True)
web(W+"matchesUrlWithUnicodeDomainNameWithoutProtocol", "\uD604\uAE08\uC601\uC218\uC99D.kr", True)
web(W+"matchesUrlWithUnicodeDomainNameAndTld", "\uB3C4\uBA54\uC778.\uD55C\uAD6D", True)
web(W+"matchesUrlWithUnicodePath", "http://android.com/\u2019/a", True)
web(W+"matchesValidUrlWithPort", "http://www.example.com:8080", True)
web(W+"matchesUrlWithPortAndQuery", "http://www.example.com:8080/?foo=bar", True)
web(W+"matchesUrlWithTilde", "http://www.example.com:8080/~user/?foo=bar", True)
web(W+"matchesUrlStartingWithHttpAndDoesNotHaveTld", "http://android/#notld///a/n/d/r/o/i/d&p1=1&p2=2", True)
web(W+"doesNotMatchUrlsWithoutProtocolAndWithUnknownTld", "thank.you", False, find=True)
web(W+"matchesValidUrlWithEmoji", "Thank\u263A.com", True)
web(W+"doesNotMatchUrlsWithEmojiWithoutProtocolAndWithoutKnownTld", "Thank\u263A.you", False, find=True)
web(W+"matchesDomainNameWithSurrogatePairs", "android\U0001F338.com", True)
web(W+"matchesTldWithSurrogatePairs", "http://android.\U0001F338com", True)
web(W+"doesNotMatchUrlWithExcludedSurrogate", "android\U0001FFFE.com", False, find=True)
web(W+"matchesPathWithSurrogatePairs", "http://android.com/path-with-\U0001F338?v=\U0001F338f", True)
for n, sp in enumerate(["\u00A0", "\u2000", "\u2001", "\u2002", "\u2003", "\u2004", "\u2005", "\u2006", "\u2007", "\u2008", "\u2009", "\u200A", "\u2028", "\u2029", "\u202F", "\u3000"], 1):
    web(W+f"_doesNotMatchUnicodeSpaces/{n}", "http://and" + sp + "roid.com", False, partial="http://and")
web(W+"matchesDomainNameWithDash/1", "http://a-nd.r-oid.com", True)
web(W+"matchesDomainNameWithDash/2", "a-nd.r-oid.com", True)
web(W+"matchesDomainNameWithUnderscore/1", "http://a_nd.r_oid.com", True)
web(W+"matchesDomainNameWithUnderscore/2", "a_nd.r_oid.com", True)
web(W+"matchesPathAndQueryWithDollarSign/1", "http://android.com/path$?v=$val", True)
web(W+"matchesPathAndQueryWithDollarSign/2", "android.com/path$?v=$val", True)
web(W+"matchesEmptyPathWithQueryParams/1", "http://android.com?q=v", True)
web(W+"matchesEmptyPathWithQueryParams/2", "android.com?q=v", True)
web(W+"matchesEmptyPathWithQueryParams/3", "http://android.com/?q=v", True)
web(W+"matchesEmptyPathWithQueryParams/4", "android.com/?q=v", True)
E = C + ".testAddLinks_email_"
for name, text, ok, partial in [
    ("matchesShortValidEmail/1", "a@a.co", True, None),
    ("matchesShortValidEmail/2", "ab@a.co", True, None),
    ("matchesRegularEmail", "email@android.com", True, None),
    ("matchesEmailWithMultipleSubdomains", "email@e.somelongdomainnameforandroid.abc.uk", True, None),
    ("matchesLocalPartWithDot", "e.mail@android.com", True, None),
    ("matchesLocalPartWithPlus", "e+mail@android.com", True, None),
    ("matchesLocalPartWithUnderscore", "e_mail@android.com", True, None),
    ("matchesLocalPartWithDash", "e-mail@android.com", True, None),
    ("matchesLocalPartWithApostrophe", "e'mail@android.com", True, None),
    ("matchesLocalPartWithDigits", "123@android.com", True, None),
    ("matchesUnicodeLocalPart", "\uD604\uAE08\uC601\uC218\uC99D@android.kr", True, None),
    ("matchesLocalPartWithEmoji", "smiley\u263A@android.com", True, None),
    ("matchesLocalPartWithSurrogatePairs", "a\U0001F338a@android.com", True, None),
    ("matchesDomainWithDash", "email@an-droid.com", True, None),
    ("matchesUnicodeDomain", "email@\uD604\uAE08\uC601\uC218\uC99D.kr", True, None),
    ("matchesUnicodeLocalPartAndDomain", "\uD604\uAE08\uC601\uC218\uC99D@\uD604\uAE08\uC601\uC218\uC99D.kr", True, None),
    ("matchesDomainWithEmoji", "smiley@\u263Aandroid.com", True, None),
    ("matchesDomainWithSurrogatePairs", "email@\U0001F338android.com", True, None),
    ("matchesLocalPartAndDomainWithSurrogatePairs", "a\U0001F338a@\U0001F338android.com", True, None),
    ("partiallyMatchesEmailEndingWithDot", "email@android.co.uk.", False, "email@android.co.uk"),
    ("partiallyMatchesLocalPartStartingWithDot", ".email@android.com", False, "email@android.com"),
    ("doesNotMatchStringWithoutAtSign", "android.com", False, None),
    ("doesNotMatchPlainString", "email", False, None),
    ("doesNotMatchEmailWithoutTld", "email@android", False, None),
    ("doesNotMatchLocalPartEndingWithDot", "email.@android.com", False, None),
    ("doesNotMatchDomainStartingWithDash", "email@-android.com", False, None),
    ("doesNotMatchDomainWithConsecutiveDots", "email@android..com", False, None),
    ("doesNotMatchEmailWithIp", "email@127.0.0.1", False, None),
    ("doesNotMatchEmailWithInvalidTld", "email@android.c", False, None),
    ("matchesLocalPartUpTo64Chars/1", "a" * 64 + "@android.com", True, None),
    ("matchesLocalPartUpTo64Chars/2", "a" * 65 + "@android.com", False, None),
    ("matchesSubdomainUpTo63Chars/1", "email@" + "a" * 63 + ".com", True, None),
    ("matchesSubdomainUpTo63Chars/2", "email@" + "a" * 64 + ".com", False, None),
    ("matchesDomainUpTo255Chars/1", "a@" + "d." * 126 + "com", True, None),
    ("matchesDomainUpTo255Chars/2", "a@" + "d." * 126 + "comm", False, None),
]:
    mail(E + name.replace("email_partially", "partially"), text, ok, partial)
for r in rows:
    if r["id"].startswith(C + ".testAddLinks_email_partiallyMatchesEmailEndingWithDot"):
        r["id"] = C + ".testAddLinks_partiallyMatchesEmailEndingWithDot"
json.dump({"source": "Android PatternsTest, LinkifyTest (platform_frameworks_base) and LinkifyCompatTest (androidx), hand-transcribed", "rows": rows}, open("android.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))

F = "scanTXTtests/"
ff = [
 ("RFC1738: <URL:http://mozilla.org> then", "http://mozilla.org", ["http://mozilla.org"], []),
 ("RFC1738: <URL:mailto:john.doe+test@mozilla.org> then", "mailto:john.doe+test@mozilla.org", ["mailto:john.doe+test@mozilla.org"], []),
 ("RFC2396E: <http://mozilla.org/> then", "http://mozilla.org/", ["http://mozilla.org/"], []),
 ("RFC2396E: <john.doe+test@mozilla.org> then", "mailto:john.doe+test@mozilla.org", [], ["john.doe+test@mozilla.org"]),
 ("see www.mozilla.org maybe", "http://www.mozilla.org", ["www.mozilla.org"], []),
 ("mail john.doe+test@mozilla.org maybe", "mailto:john.doe+test@mozilla.org", [], ["john.doe+test@mozilla.org"]),
 ("see http://www.mozilla.org/maybe today", "http://www.mozilla.org/maybe", ["http://www.mozilla.org/maybe"], []),
 ('see "http://www.mozilla.org/maybe today"', "http://www.mozilla.org/maybetoday", ["http://www.mozilla.org/maybetoday"], []),
 ("see <http://www.mozilla.org/maybe today>", "http://www.mozilla.org/maybetoday", ["http://www.mozilla.org/maybetoday"], []),
 ("I mean http://www.mozilla.org/.", "http://www.mozilla.org/", ["http://www.mozilla.org/"], []),
 ("you mean http://mozilla.org:80, right?", "http://mozilla.org:80", ["http://mozilla.org:80"], []),
 ("go to http://mozilla.org; then go home", "http://mozilla.org", ["http://mozilla.org"], []),
 ("http://mozilla.org! yay!", "http://mozilla.org", ["http://mozilla.org"], []),
 ("er, http://mozilla.com?", "http://mozilla.com", ["http://mozilla.com"], []),
 ("http://example.org- where things happen", "http://example.org", ["http://example.org"], []),
 ("see http://mozilla.org: front page", "http://mozilla.org", ["http://mozilla.org"], []),
 ("'http://mozilla.org/': that's the url", "http://mozilla.org/", ["http://mozilla.org/"], []),
 ("some special http://mozilla.org/?x=.,;!-:x", "http://mozilla.org/?x=.,;!-:x", ["http://mozilla.org/?x=.,;!-:x"], []),
 ("'http://example.org/?test=true&success=true': ok", "http://example.org/?test=true&amp;success=true", ["http://example.org/?test=true&success=true"], []),
 ("bracket: http://localhost/[1] etc.", "http://localhost/", ["http://localhost/"], []),
 ("bracket: john.doe+test@mozilla.org[1] etc.", "mailto:john.doe+test@mozilla.org", [], ["john.doe+test@mozilla.org"]),
 ("parenthesis: (http://localhost/) etc.", "http://localhost/", ["http://localhost/"], []),
 ("parenthesis: (john.doe+test@mozilla.org) etc.", "mailto:john.doe+test@mozilla.org", [], ["john.doe+test@mozilla.org"]),
 ("(thunderbird)http://mozilla.org/thunderbird", "http://mozilla.org/thunderbird", ["http://mozilla.org/thunderbird"], []),
 ("(mail)john.doe+test@mozilla.org", "mailto:john.doe+test@mozilla.org", [], ["john.doe+test@mozilla.org"]),
 ("()http://mozilla.org", "http://mozilla.org", ["http://mozilla.org"], []),
 ("parenthesis included: http://kb.mozillazine.org/Performance_(Thunderbird) etc.", "http://kb.mozillazine.org/Performance_(Thunderbird)", ["http://kb.mozillazine.org/Performance_(Thunderbird)"], []),
 ("parenthesis slash bracket: (http://localhost/)[1] etc.", "http://localhost/", ["http://localhost/"], []),
 ("parenthesis bracket: (http://example.org[1]) etc.", "http://example.org", ["http://example.org"], []),
 ("ipv6 1: https://[1080::8:800:200C:417A]/foo?bar=x test", "https://[1080::8:800:200C:417A]/foo?bar=x", ["https://[1080::8:800:200C:417A]/foo?bar=x"], []),
 ("ipv6 2: http://[::ffff:127.0.0.1]/#yay test", "http://[::ffff:127.0.0.1]/#yay", ["http://[::ffff:127.0.0.1]/#yay"], []),
 ("ipv6 parenthesis port: (http://[2001:db8::1]:80/) test", "http://[2001:db8::1]:80/", ["http://[2001:db8::1]:80/"], []),
 ("test http://www.map.com/map.php?t=Nova_Scotia&markers=//Not_a_survey||description=plm2 test", "http://www.map.com/map.php?t=Nova_Scotia&amp;markers=//Not_a_survey||description=plm2", ["http://www.map.com/map.php?t=Nova_Scotia&markers=//Not_a_survey||description=plm2"], []),
 ("bug#1509493 (john@mozilla.org)john@mozilla.org test", "mailto:john@mozilla.org", [], ["john@mozilla.org", "john@mozilla.org"]),
 ("bug#1509493 {john@mozilla.org}john@mozilla.org test", "mailto:john@mozilla.org", [], ["john@mozilla.org", "john@mozilla.org"]),
]
frows = []
for n, (text, href, links, emails) in enumerate(ff, 1):
    r = {"id": f"{F}{n}", "input": text, "href": href, "links": links, "match": "contains"}
    if emails:
        r["emails"] = emails
    frows.append(r)
json.dump({"source": "Firefox netwerk/test/unit/test_mozTXTToHTMLConv.js (scanTXTtests), hand-transcribed", "rows": frows}, open("firefox.json", "w"), ensure_ascii=False, indent=1)
print(len(frows))
