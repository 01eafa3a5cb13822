#!/usr/bin/env python3
"""Writes hosts.json: Omnibox's own case table for host display (ours).

Each case is a host, the form a person should see, and why. Expectations were decided case by
case from the display rules (DisplayReason in Sources/Omnibox/Display/) and from what Chrome's
IDN spoof checker and Firefox's IDN service show, never from running Omnibox. This script only
does the mechanical part: spelling out the expected punycode (RFC 3492, Python's own codec, per
label) so the table does not have to carry it by hand.

Kinds:
  U    shown in Unicode: display is the host itself (already lowercase NFC).
  P    shown as punycode: display is the host's labels, each non-ASCII one as xn--<punycode>.
  M    some labels in Unicode, others in punycode (as Chromium shows them): display given.
  A    the host is ASCII after UTS #46 mapping (or was ASCII): display given explicitly.
  X    the host cannot be converted: display is the input with control and non-ASCII bytes
       %-escaped.

A reason "lookalike:<domain>" is written as reason "lookalike" plus "lookalike_of": <domain>.
"host_unicode" is whether the display shows any label in Unicode.

Run: python3 Fixtures/display/make_hosts.py > Fixtures/display/hosts.json
"""
import json
import unicodedata
import sys
from urllib.parse import quote

CASES = [
    # --- ASCII hosts: never reach ICU -------------------------------------------------------
    ("example.com", "A", "example.com", "ascii", "plain ASCII"),
    ("EXAMPLE.COM", "A", "example.com", "ascii", "ASCII is only lowercased"),
    ("www.google.com", "A", "www.google.com", "ascii", "ASCII subdomain"),
    ("g00gle.com", "A", "g00gle.com", "ascii", "ASCII look-alikes are out of scope, as in browsers"),
    ("rnicrosoft.com", "A", "rnicrosoft.com", "ascii", "rn for m: ASCII, not an IDN question"),
    ("192.168.0.1", "A", "192.168.0.1", "ascii", "IPv4 address"),
    ("[::1]", "A", "[::1]", "ascii", "IPv6 address"),
    ("localhost", "A", "localhost", "ascii", "single label"),
    ("paypal.com.evil.example", "A", "paypal.com.evil.example", "ascii", "deceptive but ASCII"),
    ("abcxn--x.com", "A", "abcxn--x.com", "ascii", "xn-- not at a label start"),
    ("XN--BCHER-KVA.EXAMPLE", "A*", "bücher.example", "safe-unicode", "uppercase ACE is lowercased first"),

    # --- UTS #46 mapping turns these into ASCII ----------------------------------------------
    ("ｇｏｏｇｌｅ.com", "A", "google.com", "ascii", "full-width letters map to ASCII"),
    ("ⓖⓞⓞⓖⓛⓔ.com", "A", "google.com", "ascii", "circled letters map to ASCII"),
    ("𝐠𝐨𝐨𝐠𝐥𝐞.com", "A", "google.com", "ascii", "mathematical bold maps to ASCII"),
    ("a\u200bb.com", "A", "ab.com", "ascii", "zero-width space is ignored by UTS #46: the host is ab.com"),
    ("ex\u00adample.com", "A", "example.com", "ascii", "soft hyphen is ignored"),
    ("a\ufe0fb.com", "A", "ab.com", "ascii", "variation selector is ignored"),
    ("apple.com\u2024evil.com", "X", None, "invalid-idn",
     "one-dot leader: ICU 72 disallows it (a dot look-alike) instead of mapping it to a dot"),
    ("EXAMPLE\u3002COM", "A", "example.com", "ascii", "ideographic full stop is a label separator"),

    # --- Latin with diacritics -------------------------------------------------------------
    ("bücher.example", "U", None, "safe-unicode", "German umlaut"),
    ("münchen.de", "U", None, "safe-unicode", "German"),
    ("zürich.ch", "U", None, "safe-unicode", "Swiss German"),
    ("café.fr", "U", None, "safe-unicode", "French accent"),
    ("españa.com", "U", None, "safe-unicode", "Spanish ñ"),
    ("crème-brûlée.fr", "U", None, "safe-unicode", "several accents and a hyphen"),
    ("øl.dk", "U", None, "safe-unicode", "Danish ø"),
    ("ærø.dk", "U", None, "safe-unicode", "Danish æ"),
    ("łódź.pl", "U", None, "safe-unicode", "Polish"),
    ("việtnam.vn", "U", None, "safe-unicode", "Vietnamese (Latin Extended Additional, allowed part)"),
    ("türkiye.com.tr", "U", None, "safe-unicode", "Turkish ü"),
    ("ışık.com.tr", "U", None, "safe-unicode", "Turkish dotless ı"),
    ("ħamrun.mt", "U", None, "safe-unicode", "Maltese ħ"),
    ("þingvellir.is", "U", None, "safe-unicode", "Icelandic thorn under .is"),
    ("þingvellir.com", "P", None, "tld-specific-character", "thorn (b/p look-alike) outside .is"),
    ("ðe.com", "P", None, "tld-specific-character", "eth (o look-alike) outside .is"),
    ("həyat.az", "U", None, "safe-unicode", "Azerbaijani schwa under .az"),
    ("həyat.com", "P", None, "tld-specific-character", "schwa outside .az"),
    ("col·legi.cat", "U", None, "safe-unicode", "Catalan ela geminada under .cat"),
    ("col·legi.com", "P", None, "tld-specific-character", "middle dot outside .cat reads as a dot"),
    ("a·b.cat", "P", None, "dangerous-character", "middle dot not between two l"),
    ("straße.de", "U", None, "safe-unicode", "ß shown, as current Chromium does (non-transitional IDNA)"),
    ("fußball.de", "U", None, "safe-unicode", "ß shown, as current Chromium does"),
    ("youtuße.com", "P", None, "lookalike:youtube.com", "ß also reads as b (Chromium's extra mapping)"),
    ("ḃank.com", "P", None, "disallowed-character", "Latin Extended Additional outside Vietnamese"),
    ("ĸey.com", "P", None, "disallowed-character", "historic kra"),
    ("mǎ.cn", "P", None, "disallowed-character", "Pinyin tone letter"),

    # --- Latin look-alikes of well-known domains ---------------------------------------------
    ("göogle.com", "P", None, "lookalike:google.com", "diacritic removed, skeleton is google.com"),
    ("ġoogle.com", "P", None, "lookalike:google.com", "dot above"),
    ("faceboók.com", "P", None, "lookalike:facebook.com", "acute accent"),
    ("ámazon.com", "P", None, "lookalike:amazon.com", "acute accent"),
    ("päypal.com", "P", None, "lookalike:paypal.com", "umlaut"),
    ("microsöft.com", "P", None, "lookalike:microsoft.com", "umlaut"),
    ("twittér.com", "P", None, "lookalike:twitter.com", "acute accent"),
    ("nètflix.com", "P", None, "lookalike:netflix.com", "grave accent"),
    ("wikipedía.org", "P", None, "lookalike:wikipedia.org", "acute accent, .org"),
    ("youtubé.com", "P", None, "lookalike:youtube.com", "acute accent"),
    ("gıthub.com", "P", None, "lookalike:github.com", "dotless ı for i"),
    ("łinkedin.com", "P", None, "lookalike:linkedin.com", "ł for l"),
    ("dropbøx.com", "P", None, "lookalike:dropbox.com", "ø for o"),
    ("appłe.com", "P", None, "lookalike:apple.com", "ł for l"),
    ("ebäy.com", "P", None, "lookalike:ebay.com", "umlaut"),
    ("www.göogle.com", "P", None, "lookalike:google.com", "subdomain of a look-alike"),
    ("login.päypal.com", "P", None, "lookalike:paypal.com", "subdomain of a look-alike"),
    ("göogle.co.uk", "P", None, "lookalike:google.co.uk", "country domain"),
    ("google.cöm", "P", None, "lookalike:google.com", "the look-alike label is the TLD"),
    ("bücher.blogspot.com", "U", None, "safe-unicode", "a subdomain of a top domain imitates nothing"),
    ("päypal.com.evil.com", "U", None, "safe-unicode", "registrable part evil.com is shown as is"),
    ("gööööögle.com", "U", None, "safe-unicode", "skeleton gooooogle.com matches nothing"),

    # --- Cyrillic ---------------------------------------------------------------------------
    ("аррӏе.com", "P", None, "lookalike:apple.com", "all-Cyrillic apple (also a whole-script confusable)"),
    ("аррӏе.de", "P", None, "whole-script-confusable", "not a Cyrillic-script TLD"),
    ("аррӏе.ru", "U", None, "safe-unicode", "Cyrillic names are normal under .ru"),
    ("аррӏе.ua", "U", None, "safe-unicode", "Cyrillic names are normal under .ua"),
    ("аррӏе.рф", "U", None, "safe-unicode", "TLD in Cyrillic"),
    ("аррӏе.бел", "U", None, "safe-unicode", "TLD in Cyrillic (Belarus)"),
    ("раураӏ.com", "P", None, "lookalike:paypal.com", "all-Cyrillic paypal (also a whole-script confusable)"),
    ("раураӏ.ru", "U", None, "safe-unicode", "under .ru; paypal.ru is not a listed domain"),
    ("сосо.com", "P", None, "whole-script-confusable", "all-Cyrillic coco"),
    ("ехо.com", "P", None, "whole-script-confusable", "all-Cyrillic exo"),
    ("ѕсоре.com", "P", None, "whole-script-confusable", "all-Cyrillic scope"),
    ("россия.рф", "U", None, "safe-unicode", "Russian under .рф"),
    ("президент.рф", "U", None, "safe-unicode", "Russian under .рф"),
    ("пример.com", "U", None, "safe-unicode", "и and м look like no Latin letter"),
    ("москва.com", "U", None, "safe-unicode", "м к в are not Latin look-alikes"),
    ("сайт.com", "U", None, "safe-unicode", "й and т are not Latin look-alikes"),
    ("кто.com", "P", None, "whole-script-confusable", "к т о: all look-alikes in Chromium's current Cyrillic set"),
    ("торты.com", "P", None, "whole-script-confusable",
     "т о р т ы: all look-alikes in Chromium's current set, which gained к and т after its 2021 copies (Firefox shows it)"),
    ("торты.ru", "U", None, "safe-unicode", "the same label under a Cyrillic-script TLD"),
    ("театр.com", "U", None, "safe-unicode", "all look-alikes, but one of Chromium's allowed words (added with т)"),
    ("ск.com", "P", None, "whole-script-confusable", "с к: Chromium's own unit-test row, unsafe only with к in the set"),
    ("gооgle.com", "P", None, "lookalike:google.com", "Cyrillic о inside Latin"),
    ("аpple.com", "P", None, "lookalike:apple.com", "Cyrillic а inside Latin"),
    ("yаhoo.com", "P", None, "lookalike:yahoo.com", "Cyrillic а inside Latin"),
    ("pаypal.com", "P", None, "lookalike:paypal.com", "Cyrillic а inside Latin"),
    ("аmazon.com", "P", None, "lookalike:amazon.com", "Cyrillic а inside Latin"),
    ("microsоft.com", "P", None, "lookalike:microsoft.com", "Cyrillic о inside Latin"),
    ("fаcebook.com", "P", None, "lookalike:facebook.com", "Cyrillic а inside Latin"),
    ("wikipedіa.org", "P", None, "lookalike:wikipedia.org", "Cyrillic і inside Latin"),
    ("googlе.com", "P", None, "lookalike:google.com", "Cyrillic е inside Latin"),
    ("аррӏе.com.evil.com", "P", None, "whole-script-confusable", "the spoofed label is a subdomain"),

    # --- Greek ------------------------------------------------------------------------------
    ("ελλάδα.gr", "U", None, "safe-unicode", "Greek under .gr"),
    ("παράδειγμα.δοκιμή", "U", None, "safe-unicode", "Greek example and test TLD"),
    ("νίκη.com", "U", None, "safe-unicode", "ί is not a Latin look-alike"),
    ("ακρο.com", "P", None, "whole-script-confusable", "all-Greek akpo"),
    ("ακρο.gr", "U", None, "safe-unicode", "Greek names are normal under .gr"),
    ("ουτος.com", "U", None, "safe-unicode", "final sigma ς shown, as current Chromium does"),
    ("ελληνικός.gr", "U", None, "safe-unicode", "final sigma under .gr"),
    ("αpple.com", "P", None, "lookalike:apple.com", "Greek α inside Latin"),
    ("αа.com", "P", None, "lookalike:aa.com", "Greek and Cyrillic, reads as aa.com"),
    ("ἀθήνα.gr", "P", None, "disallowed-character", "polytonic Greek Extended"),

    # --- Armenian, Georgian -----------------------------------------------------------------
    ("հայաստան.am", "U", None, "safe-unicode", "Armenian under .am"),
    ("օօ.com", "P", None, "whole-script-confusable", "all-Armenian oo"),
    ("օօօ.am", "U", None, "safe-unicode", "Armenian names are normal under .am"),
    ("aօ.com", "P", None, "mixed-script", "Latin and Armenian"),
    ("საქართველო.ge", "U", None, "safe-unicode", "Georgian"),
    ("საქართველო.გე", "U", None, "safe-unicode", "Georgian under the Georgian TLD"),
    ("ოყ.com", "P", None, "whole-script-confusable", "all-Georgian look-alikes"),

    # --- Han (Chinese) ----------------------------------------------------------------------
    ("中国.cn", "U", None, "safe-unicode", "Chinese"),
    ("例子.中国", "U", None, "safe-unicode", "Chinese under the Chinese TLD"),
    ("北京大学.cn", "U", None, "safe-unicode", "Chinese"),
    ("百度.com", "U", None, "safe-unicode", "Chinese brand"),
    ("中國.tw", "U", None, "safe-unicode", "Traditional Chinese"),
    ("中文abc.com", "U", None, "safe-unicode", "Latin + Han is allowed"),
    ("十一.com", "U", None, "safe-unicode", "Latin-like ideographs between CJK are fine"),
    ("abc工.com", "P", None, "dangerous-character", "工 after Latin reads as I"),
    ("一abc.com", "P", None, "dangerous-character", "一 before Latin reads as a dash"),
    ("a丨b.com", "P", None, "dangerous-character", "丨 between Latin reads as l"),
    ("a〇.com", "P", None, "dangerous-character", "〇 after Latin reads as O"),
    ("中文аб.com", "P", None, "mixed-script", "Han and Cyrillic"),
    ("中文é.com", "P", None, "mixed-script", "non-ASCII Latin mixed with Han"),
    ("中\u0301.com", "P", None, "combining-mark", "Latin combining accent on a Han character"),

    # --- Japanese ---------------------------------------------------------------------------
    ("例え.jp", "U", None, "safe-unicode", "Han + Hiragana"),
    ("日本語.jp", "U", None, "safe-unicode", "Han"),
    ("ひらがな.jp", "U", None, "safe-unicode", "Hiragana"),
    ("カタカナ.jp", "U", None, "safe-unicode", "Katakana"),
    ("ドメイン名例.jp", "U", None, "safe-unicode", "Katakana + Han"),
    ("ソニー.jp", "U", None, "safe-unicode", "ソ among Katakana; ー after Katakana"),
    ("へいわ.jp", "U", None, "safe-unicode", "Hiragana へ among Hiragana"),
    ("aノb.com", "P", None, "dangerous-character", "ノ between Latin reads as a slash"),
    ("abcソdef.com", "P", None, "dangerous-character", "ソ between Latin reads as a slash"),
    ("ーabc.jp", "P", None, "dangerous-character", "prolonged sound mark at the start reads as a dash"),
    ("aー.jp", "P", None, "dangerous-character", "prolonged sound mark after Latin"),
    ("ヽa.jp", "P", None, "dangerous-character", "iteration mark not after Katakana"),
    ("a・b.jp", "P", None, "dangerous-character", "Katakana middle dot next to Latin reads as a dot"),
    ("カタへナ.jp", "P", None, "dangerous-character", "Hiragana へ inside Katakana looks like ヘ"),
    ("ひらヘな.jp", "P", None, "dangerous-character", "Katakana ヘ inside Hiragana looks like へ"),

    # --- Korean -----------------------------------------------------------------------------
    ("한국.kr", "U", None, "safe-unicode", "Hangul"),
    ("도메인.한국", "U", None, "safe-unicode", "Hangul under the Korean TLD"),
    ("삼성.com", "U", None, "safe-unicode", "Hangul brand"),
    ("한국abc.com", "U", None, "safe-unicode", "Latin + Hangul is allowed"),
    ("한국語.kr", "U", None, "safe-unicode", "Hangul + Han is allowed"),
    ("a\u3164b.com", "X", None, "invalid-idn", "Hangul filler is disallowed by UTS #46"),

    # --- Arabic, Persian --------------------------------------------------------------------
    ("مثال.إختبار", "U", None, "safe-unicode", "Arabic example and test TLD"),
    ("موقع.com", "U", None, "safe-unicode", "Arabic label with an LTR TLD passes the bidi rule"),
    ("مصر.eg", "U", None, "safe-unicode", "Arabic"),
    ("ایران.ir", "U", None, "safe-unicode", "Persian"),
    ("abcعربي.com", "X", None, "invalid-idn", "Latin and Arabic in one label break the bidi rule"),
    ("١٢٣.com", "X", None, "invalid-idn", "a label starting with an Arabic-Indic digit breaks the bidi rule"),
    ("موقع۱1.com", "P", None, "mixed-numbers", "Persian and ASCII digits in one label"),
    ("می\u200cخواهم.ir", "P", None, "deviation-character", "ZWNJ valid in context but invisible: Chromium keeps joiners in punycode"),

    # --- Hebrew -----------------------------------------------------------------------------
    ("דוגמה.טעסט", "U", None, "safe-unicode", "Hebrew example and test TLD"),
    ("ישראל.il", "U", None, "safe-unicode", "Hebrew under .il"),
    ("סוס.com", "P", None, "whole-script-confusable", "all-Hebrew look-alikes (o, l)"),
    ("סוס.il", "U", None, "safe-unicode", "Hebrew names are normal under .il"),
    ("aש.com", "X", None, "invalid-idn", "Latin and Hebrew in one label break the bidi rule"),

    # --- Thai -------------------------------------------------------------------------------
    ("ตัวอย่าง.ไทย", "U", None, "safe-unicode", "Thai example under the Thai TLD"),
    ("ไทย.com", "U", None, "safe-unicode", "ไ and ย look like no Latin letter"),
    ("ทน.com", "P", None, "whole-script-confusable", "all-Thai look-alikes (n, u)"),
    ("ทน.th", "U", None, "safe-unicode", "Thai names are normal under .th"),
    ("บพ.com", "P", None, "whole-script-confusable", "all-Thai look-alikes (u, w)"),
    ("aไทย.com", "P", None, "mixed-script", "Latin and Thai"),

    # --- Devanagari and other Indic ---------------------------------------------------------
    ("उदाहरण.परीक्षा", "U", None, "safe-unicode", "Hindi example and test TLD"),
    ("भारत.in", "U", None, "safe-unicode", "Hindi"),
    ("भारत.भारत", "U", None, "safe-unicode", "Hindi under the Hindi TLD"),
    ("०००.com", "P", None, "whole-script-confusable", "Devanagari zeros read as ooo"),
    ("aभारत.com", "P", None, "mixed-script", "Latin and Devanagari"),
    ("क्\u200dष.in", "P", None, "deviation-character", "ZWJ after virama: valid, but invisible"),
    ("বাংলা.bd", "U", None, "safe-unicode", "Bengali"),
    ("০০.com", "P", None, "whole-script-confusable", "Bengali zeros read as oo"),
    ("இந்தியா.in", "U", None, "safe-unicode", "Tamil"),
    ("இந்தியா.இந்தியா", "U", None, "safe-unicode", "Tamil under the Tamil TLD"),

    # --- Other scripts ----------------------------------------------------------------------
    ("ኢትዮጵያ.et", "U", None, "safe-unicode", "Ethiopic"),
    ("ලංකා.lk", "U", None, "safe-unicode", "Sinhala"),
    ("កម្ពុជា.kh", "U", None, "safe-unicode", "Khmer"),

    # --- Digit look-alikes and mixed numbers ------------------------------------------------
    ("з4.com", "P", None, "digit-lookalike", "Cyrillic з reads as 3: 34"),
    ("зз.com", "P", None, "digit-lookalike", "reads as 33"),
    ("з.com", "P", None, "digit-lookalike", "reads as 3.com"),
    ("з-з.com", "U", None, "safe-unicode", "Chromium: with a hyphen the label is not only digits and look-alikes"),
    ("1б.com", "U", None, "safe-unicode", "б is not in Chromium's digit look-alikes; 16.com is not a listed domain"),
    ("θ00.gr", "P", None, "digit-lookalike", "Greek θ reads as 0, even under .gr"),
    ("շ2.am", "P", None, "digit-lookalike", "Armenian շ reads as 2, even under .am"),
    ("उ3.com", "P", None, "digit-lookalike", "Devanagari उ reads as 3"),
    ("1२3.com", "P", None, "mixed-numbers", "Devanagari and ASCII digits"),
    ("з4ab.com", "P", None, "mixed-script", "Cyrillic with Latin letters"),

    # --- Invisible characters ---------------------------------------------------------------
    ("a\u2800b.com", "P", None, "disallowed-character", "braille blank: outside the identifier set"),
    ("a\u200db.com", "X", None, "invalid-idn", "ZWJ outside a joining context is refused by UTS #46"),
    ("é\u0301.com", "P", None, "invisible-character", "the same accent twice stacks invisibly"),

    # --- Combining marks over ASCII ---------------------------------------------------------
    ("ex\u0301ample.com", "U", None, "safe-unicode", "Chromium: a combining accent on a Latin letter passes; example.com is not listed"),
    ("wiki\u0307.com", "P", None, "combining-mark", "dot above on i is hidden"),
    ("g\u0307oogle.com", "P", None, "lookalike:google.com", "g + dot above composes to ġ"),
    ("ı\u0307.com", "P", None, "combining-mark", "dotless ı with a dot above imitates i"),
    ("a\u0338b.com", "P", None, "disallowed-character", "combining long solidus draws a slash"),

    # --- Look-alike slashes, dots, hyphens, quotes ------------------------------------------
    ("example.com\u2044evil.com", "P", None, "disallowed-character", "fraction slash"),
    ("google.com\u2215login.evil.com", "P", None, "disallowed-character", "division slash"),
    ("a\u2027b.com", "P", None, "disallowed-character", "hyphenation point"),
    ("a\u0589b.com", "P", None, "disallowed-character", "Armenian full stop reads as a colon"),
    ("a\u2010b.com", "P", None, "disallowed-character", "Unicode hyphen"),
    ("a\u2014b.com", "P", None, "disallowed-character", "em dash"),
    ("a\u2212b.com", "P", None, "disallowed-character", "minus sign"),
    ("a\u2019b.com", "P", None, "disallowed-character", "right single quotation mark"),
    ("\u02bcapple.com", "P", None, "disallowed-character", "modifier letter apostrophe"),
    ("\u01c0\u01c0.com", "P", None, "disallowed-character", "dental click reads as l or |"),
    ("a\uff0fb.com", "X", None, "invalid-idn", "full-width slash maps to / which no host may hold"),

    # --- Symbols and other disallowed characters --------------------------------------------
    ("☺.com", "P", None, "disallowed-character", "symbol"),
    ("💩.la", "P", None, "disallowed-character", "emoji"),
    ("♥.com", "P", None, "disallowed-character", "symbol"),

    # --- Invalid IDN ------------------------------------------------------------------------
    ("xn--a.com", "A", "xn--a.com", "invalid-idn", "decodes to a C1 control"),
    ("xn--abc-.com", "A", "xn--abc-.com", "invalid-idn", "decodes to ASCII: would display as abc.com"),
    ("xn--cafe-yvc.com", "A", "xn--cafe-yvc.com", "invalid-idn", "decodes to non-NFC cafe + U+0301"),
    ("xn--0:-yoc", "A", "xn--0:-yoc", "invalid-idn",
     "decodes to \u045c0: (a fuzzer's input, issue 16): no host holds a :, so the Unicode would not convert back"),
    ("xn--0:-yoc.com", "A", "xn--0:-yoc.com", "invalid-idn", "the same label under a TLD"),
    ("xn--bcher/x-n2a.example", "A", "xn--bcher/x-n2a.example", "invalid-idn",
     "decodes to b\u00fccher/x: a / would end the host"),
    ("xn--@x-wka.com", "A", "xn--@x-wka.com", "invalid-idn", "decodes to \u00fc@x: an @ would read as user info"),
    ("xn--", "A", "xn--", "invalid-idn", "empty punycode"),
    ("xn--bcher-kva-.example", "A", "xn--bcher-kva-.example", "invalid-idn",
     "punycode with nothing after the last hyphen decodes to ASCII bcher-kva"),
    ("a..bücher.example", "U", None, "safe-unicode",
     "empty label: allowed in URL hosts (no DNS length check) and visible as .."),

    # --- One unsafe label among safe ones (Chromium decodes each label on its own) --------
    ("googlе.한국", "M", "xn--googl-3we.한국", "mixed-script",
     "Cyrillic е keeps its label in punycode; the safe TLD is still shown in Unicode"),
    ("ѕсоре-рау.한국", "M", "xn----8sbn9akccw8m.한국", "whole-script-confusable",
     "all-Cyrillic label under a Hangul TLD stays punycode, the TLD does not"),
    ("bücher.аррӏе.de", "M", "bücher.xn--80ak6aa92e.de", "whole-script-confusable",
     "the safe label is shown, the whole-script confusable one is not"),
    ("bücher.аррӏе.com", "P", None, "lookalike:apple.com",
     "a look-alike of a top domain keeps the whole host in punycode"),

    # --- Hyphen rules ICU applies to displayed labels ---------------------------------------
    ("ру--авто.рф", "M", "xn-----8kci4dhsd.рф", "invalid-idn", "-- in the 3rd and 4th positions; the TLD is still shown"),
    ("xn-----8kci4dhsd.ru", "A", "xn-----8kci4dhsd.ru", "invalid-idn", "the same label as ASCII"),

    # --- Controls never come out raw ----------------------------------------------------------
    ("a\x1b[31mb.com", "X", None, "invalid-host", "ESC starts a terminal escape sequence"),
    ("a\x7fb.com", "X", None, "invalid-host", "DEL"),
    ("a\x00b.com", "X", None, "invalid-host", "NUL"),
    ("a\tb.com", "X", None, "invalid-host", "tab"),
    ("a\u202eb.com", "X", None, "invalid-host", "right-to-left override reorders what follows"),
    ("münchen\u200e.de", "X", None, "invalid-host", "left-to-right mark"),
    ("a\u2066b\u2069.com", "X", None, "invalid-host", "bidirectional isolates"),
    ("a\u0085b.com", "X", None, "invalid-host", "C1 control (next line)"),

    # --- Host shapes ------------------------------------------------------------------------
    ("bücher.example.", "U", None, "safe-unicode", "trailing dot (fully qualified name)"),
    ("-xn--bcher-kva.example", "A", "-xn--bcher-kva.example", "ascii", "the label does not start with xn--"),
    ("аррӏе", "P", None, "whole-script-confusable", "single label: no TLD vouches for the script"),
    ("google.сом", "P", None, "lookalike:google.com", "all-Cyrillic look-alike of the .com label"),
]


# Rows whose answer newer UTS #46 data changes: the answer from that Unicode version on.
FROM_UNICODE = {
    "a\u3164b.com": {
        "version": "16.0",
        "display": "ab.com",
        "reason": "ascii",
        "why": "UTS #46 for Unicode 16.0 maps the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) to nothing",
    },
}


def punycode_host(host):
    host = unicodedata.normalize("NFC", host)
    labels = []
    for label in host.split("."):
        if all(ord(c) < 0x80 for c in label):
            labels.append(label)
        else:
            labels.append("xn--" + label.encode("punycode").decode("ascii"))
    return ".".join(labels)


def main():
    out = []
    seen = set()
    for host, kind, display, reason, note in CASES:
        if host in seen:
            sys.exit(f"duplicate case {host!r}")
        seen.add(host)
        if kind == "U":
            display = host
        elif kind == "P":
            display = punycode_host(host)
        elif kind == "X":
            display = quote(host, safe="".join(chr(c) for c in range(0x21, 0x7F)))
        elif kind in ("A", "A*", "M"):
            assert display is not None
        else:
            sys.exit(f"bad kind {kind}")
        row = {"host": host, "display": display, "reason": reason}
        if reason.startswith("lookalike:"):
            row["reason"], row["lookalike_of"] = "lookalike", reason[len("lookalike:"):]
        row["host_unicode"] = any(ord(c) >= 0x80 for c in display)
        row["note"] = note
        if host in FROM_UNICODE:
            row["from_unicode"] = FROM_UNICODE[host]
        out.append(row)
    json.dump({"source": "ours (Omnibox); see make_hosts.py", "cases": out}, sys.stdout,
              ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


main()
