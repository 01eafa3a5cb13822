#!/usr/bin/env python3
"""Writes tracking.json (ours): URLs as people share them, each with the clean form we expect.

The rows are written here by hand from the facts in Sources/Omnibox/Share/Tracking (vendor
documentation, what share buttons add) — this script never runs Omnibox. `strip` only spells
out "this URL without these parameters", keeping every other parameter's bytes and order, the
way the expectation is stated; rows listed under KEPT must come out unchanged.
Run: python3 Fixtures/share/make_tracking.py  (rewrites Fixtures/share/tracking.json)
"""
import json
import os


def strip(url, *names):
    """`url` without the query parameters whose raw name is in `names`; the fragment stays as it is."""
    base, hash_, fragment = url.partition("#")
    path, sep, query = base.partition("?")
    if sep:
        kept = [p for p in query.split("&") if p and p.split("=", 1)[0] not in names]
        base = path + ("?" + "&".join(kept) if kept else "")
    return base + hash_ + fragment


# Rows whose expectation changed (issue 25), by URL: the names now removed, and why. The row keeps
# its place and id; its JSON gets a "changed" note.
FRAGMENT_KEPT = "issue 25: the fragment is never cleaned (it belongs to the page and is never sent)"
CHANGED = {
    "https://www.example.com/reel?igshid=MzRlODBiNWFlZA%3D%3D": (
        [], "issue 25: igshid is tracking on Instagram only (Brave and Firefox scope it there)"),
    "https://www.example.com/story?igsh=MWQ1ZGUxMzBk&slide=2": (
        [], "issue 25: igsh is tracking on Instagram only (Brave scopes it there)"),
    "https://www.washingtonpost.com/technology/2024/01/01/x/?itid=hp-top&fbclid=IwAR2": (
        ["itid", "fbclid"], "issue 25: itid (internal tracking ID) joined the global rows"),
    "https://www.kickstarter.com/projects/x/y?ref=discovery&utm_source=ig&igshid=abc": (
        ["utm_source", "ref"],
        "issue 25: igshid is tracking on Instagram only; AdGuard's kickstarter.com row removes ref"),
    "https://www.amazon.com/dp/B07XYZ?tag=affiliate-20&linkCode=ll1&linkId=abc123&ascsubtag=x&creativeASIN=B07XYZ": (
        ["linkCode", "linkId", "ascsubtag", "creativeASIN"],
        "issue 25: the affiliate tag goes only at the strict level (no browser removes it by default)"),
    "https://www.aliexpress.com/item/1005001234567890.html?spm=a2g0o.productlist.main.1.4d2c&algo_pvid=abc&algo_exp_id=def-1&pdp_npi=4%40dis": (
        ["spm", "algo_pvid", "algo_exp_id", "pdp_npi"], "issue 25: Firefox's AliExpress row removes pdp_npi"),
    "https://www.walmart.com/ip/Some-Item/123456?athcpid=123&athpgid=AthenaItempage&athznid=si&athmtid=AthenaItemSimilar&athstid=CS020&athguid=abc&u1=sub": (
        ["athcpid", "athpgid", "athznid", "athmtid", "athstid", "athguid"],
        "issue 25: the affiliate sub-ID u1 goes only at the strict level"),
    "https://music.apple.com/us/album/x/1440857781?i=1440857782&at=1000lHKX&ct=share&uo=4": (
        ["ct", "uo"], "issue 25: the affiliate token at goes only at the strict level"),
    "https://example.com/page#utm_source=x&utm_medium=y": ([], FRAGMENT_KEPT),
    "https://example.com/page?id=3#utm_campaign=spring": ([], FRAGMENT_KEPT),
    "https://example.com/page#a=1&utm_source=x&b=2": ([], FRAGMENT_KEPT),
    "https://app.example.com/#/inbox?utm_source=mail&id=9": ([], FRAGMENT_KEPT),
    "https://app.example.com/#/route?fbclid=abc": ([], FRAGMENT_KEPT),
    "https://www.youtube.com/watch?v=abc#t=30&si=xyz": ([], FRAGMENT_KEPT),
    "https://a.example/#x&utm_source=y:/m/?utm_s": ([], FRAGMENT_KEPT),
    "https://example.com/page#lang=de&utm_source=news?utm_medium=mail": ([], FRAGMENT_KEPT),
}


ROWS = []


def row(kind, url, *removed, clean=None, note=None):
    changed = None
    if url in CHANGED:
        removed, changed = CHANGED[url]
        clean = None
    expected = clean if clean is not None else strip(url, *removed)
    entry = {"kind": kind, "url": url, "removed": list(removed), "clean": expected}
    if note:
        entry["note"] = note
    if changed:
        entry["changed"] = changed
    ROWS.append(entry)


def kept(url, note=None):
    entry = {"kind": "kept", "url": url, "removed": [], "clean": url}
    if note:
        entry["note"] = note
    ROWS.append(entry)


# 1. Global parameters: campaign tags and click IDs, on many hosts, around kept parameters.
GLOBAL = [
    ("https://www.nature.com/articles/d41586-024-00001-1?utm_source=twitter&utm_medium=social&utm_campaign=nature", ["utm_source", "utm_medium", "utm_campaign"]),
    ("https://blog.example.org/post/42?utm_source=newsletter&utm_medium=email&utm_campaign=weekly&utm_term=swift&utm_content=button", ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]),
    ("https://shop.example.de/produkt/123?farbe=rot&utm_id=spring24&groesse=m", ["utm_id"]),
    ("https://www.example.co.uk/news?utm_source_platform=meta&page=2", ["utm_source_platform"]),
    ("https://example.fr/a?utm_creative_format=video&utm_marketing_tactic=remarketing&x=1", ["utm_creative_format", "utm_marketing_tactic"]),
    ("https://www.theverge.com/2024/1/1/review?fbclid=IwAR0abc123", ["fbclid"]),
    ("https://example.com/landing?gclid=Cj0KCQiA&gclsrc=aw.ds&offer=10", ["gclid", "gclsrc"]),
    ("https://ad.example.net/c?dclid=CJbW1&item=7", ["dclid"]),
    ("https://app.example.io/signup?gbraid=0AAAAA&wbraid=CkAAA&plan=pro", ["gbraid", "wbraid"]),
    ("https://www.example.com/?gad_source=1&gad_campaignid=2093&gclid=EAIa", ["gad_source", "gad_campaignid", "gclid"]),
    ("https://www.example.com/shoes/42?srsltid=AfmBOoq1&size=42", ["srsltid"]),
    ("https://docs.example.dev/guide?_ga=2.1234.5678&_gl=1*abc*_ga*MTIz&section=intro", ["_ga", "_gl"]),
    ("https://www.bing-partner.example/deal?msclkid=8f1c0b&deal=7", ["msclkid"]),
    ("https://example.ru/tovar/1?yclid=8493&ysclid=lq9y&cvet=sin", ["yclid", "ysclid"]),
    ("https://mailchi.example/archive?mc_cid=d4f2&mc_eid=9a81&issue=12", ["mc_cid", "mc_eid"]),
    ("https://www.hubspot-customer.example/pricing?_hsenc=p2ANqtz-8&_hsmi=2&tier=starter", ["_hsenc", "_hsmi"]),
    ("https://www.example.com/webinar?__hstc=1.2.3&__hssc=4.5&__hsfp=678&hsCtaTracking=abc%7Cdef&id=9", ["__hstc", "__hssc", "__hsfp", "hsCtaTracking"]),
    ("https://www.example.com/ads?hsa_acc=1&hsa_cam=2&hsa_grp=3&hsa_ad=4&hsa_src=g&hsa_tgt=kwd&hsa_kw=x&hsa_mt=b&hsa_net=adwords&hsa_ver=3&keep=1", ["hsa_acc", "hsa_cam", "hsa_grp", "hsa_ad", "hsa_src", "hsa_tgt", "hsa_kw", "hsa_mt", "hsa_net", "hsa_ver"]),
    ("https://events.example.com/summit?mkt_tok=NzEwLVpMSi04&session=3", ["mkt_tok"]),
    ("https://www.example.com/product?ttclid=E.C.P.CvUB&color=black", ["ttclid"]),
    ("https://careers.example.com/jobs/55?li_fat_id=1f2e3d4c&team=infra", ["li_fat_id"]),
    ("https://www.example.com/reel?igshid=MzRlODBiNWFlZA%3D%3D", ["igshid"]),
    ("https://www.example.com/story?igsh=MWQ1ZGUxMzBk&slide=2", ["igsh"]),
    ("https://www.example.com/offer?vero_id=abc%40example.com&vero_conv=xyz&code=SPRING", ["vero_id", "vero_conv"]),
    ("https://www.example.com/magazine/issue?oly_anon_id=a1&oly_enc_id=b2&issue=5", ["oly_anon_id", "oly_enc_id"]),
    ("https://www.example.com/course?__s=xyz789&lesson=3", ["__s"]),
    ("https://www.example.com/tweeted?twclid=2-abc&ref=home", ["twclid"]),
    ("https://www.example.com/pin?epik=dj0yJnU9&board=1", ["epik"]),
    ("https://www.example.com/snap?ScCid=7ce4&item=2", ["ScCid"]),
    ("https://www.example.com/r?rdt_cid=5123&thread=9", ["rdt_cid"]),
    ("https://www.example.com/partner?irclickid=Wx2&irgwc=1&sku=8", ["irclickid"]),
    ("https://www.example.com/campaign?mtm_campaign=spring&mtm_source=newsletter&mtm_medium=email&mtm_keyword=x&q=shoes", ["mtm_campaign", "mtm_source", "mtm_medium", "mtm_keyword"]),
    ("https://www.example.com/campaign?pk_campaign=winter&pk_kwd=boots&pk_source=ads&page=3", ["pk_campaign", "pk_kwd", "pk_source"]),
    ("https://www.example.com/promo?itm_source=homepage&itm_medium=banner&itm_campaign=sale&category=5", ["itm_source", "itm_medium", "itm_campaign"]),
    ("https://www.example.com/social?hmb_campaign=x&hmb_medium=social&hmb_source=twitter&post=1", ["hmb_campaign", "hmb_medium", "hmb_source"]),
    ("https://www.lemonde.fr/article?xtor=RSS-3208&page=1", ["xtor"]),
    ("https://www.example.com/a?s_cid=em_123&ef_id=EAIaIQ:G:s&s_kwcid=AL!123&lang=de", ["s_cid", "ef_id", "s_kwcid"]),
    ("https://www.example.com/b?wt_mc=email.newsletter&wt_zmc=x&wtrid=9&id=3", ["wt_mc", "wt_zmc", "wtrid"]),
    ("https://www.example.ru/c?_openstat=ZGlyZWN0&color=red", ["_openstat"]),
    ("https://www.example.com/d?cmpid=nl_2024&id=4", ["cmpid"]),
    ("https://www.example.com/e?fb_action_ids=1&fb_action_types=og.likes&fb_source=feed&fb_ref=top&x=1", ["fb_action_ids", "fb_action_types", "fb_source", "fb_ref"]),
    ("https://www.example.com/f?action_object_map=%5B1%5D&action_type_map=%5B%22og%22%5D&action_ref_map=%5B%5D&y=2", ["action_object_map", "action_type_map", "action_ref_map"]),
    ("https://www.example.com/g?mc_tc=abc&ml_subscriber=123&ml_subscriber_hash=h4sh&z=3", ["mc_tc", "ml_subscriber", "ml_subscriber_hash"]),
    ("https://www.example.com/h?ck_subscriber_id=2233&_kx=AbC.Def&dm_i=4QZ6&w=4", ["ck_subscriber_id", "_kx", "dm_i"]),
    ("https://www.example.com/i?_bta_tid=123&_bta_c=abc&os_ehash=e1&v=5", ["_bta_tid", "_bta_c", "os_ehash"]),
    ("https://www.example.com/j?rb_clickid=1&wickedid=2&__twitter_impression=true&u=6", ["rb_clickid", "wickedid", "__twitter_impression"]),
    ("https://www.example.com/k?_branch_match_id=11&_branch_referrer=H4sI&deep=1", ["_branch_match_id", "_branch_referrer"]),
    ("https://www.example.com/l?itm_content=hero&itm_term=sale&cat=2", ["itm_content", "itm_term"]),
    ("https://www.example.com/m?mtm_content=x&mtm_cid=7&mtm_group=g&mtm_placement=top&ok=1", ["mtm_content", "mtm_cid", "mtm_group", "mtm_placement"]),
    ("https://www.example.com/n?pk_medium=email&pk_content=logo&pk_cid=99&pk_keyword=k&item=1", ["pk_medium", "pk_content", "pk_cid", "pk_keyword"]),
]
for url, names in GLOBAL:
    row("global", url, *names)

# More shares as they arrive: newsletters, ads and apps on ordinary sites.
MORE = [
    ("https://www.theatlantic.com/technology/archive/2024/01/x/677000/?utm_source=newsletter&utm_medium=email&utm_campaign=atlantic-daily&utm_content=20240101&utm_term=The%20Atlantic%20Daily", ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"]),
    ("https://www.wired.com/story/x/?utm_source=twitter&utm_medium=social&utm_campaign=onsite-share&utm_brand=wired&utm_social-type=earned", ["utm_source", "utm_medium", "utm_campaign", "utm_brand", "utm_social-type"]),
    ("https://www.washingtonpost.com/technology/2024/01/01/x/?itid=hp-top&fbclid=IwAR2", ["fbclid"]),
    ("https://arstechnica.com/gadgets/2024/01/x/?comments=1&utm_source=rss", ["utm_source"]),
    ("https://www.kickstarter.com/projects/x/y?ref=discovery&utm_source=ig&igshid=abc", ["utm_source", "igshid"]),
    ("https://apps.apple.com/us/app/x/id123?utm_source=web&gclid=abc&mt=8", ["utm_source", "gclid"]),
    ("https://play.google.com/store/apps/details?id=com.example.app&utm_source=blog&gclid=x&hl=de", ["utm_source", "gclid"]),
    ("https://www.example.edu/admissions/?utm_source=google&utm_medium=cpc&gclid=Cj0&gad_source=1&wbraid=Ck", ["utm_source", "utm_medium", "gclid", "gad_source", "wbraid"]),
    ("https://www.example.gov/benefits?msclkid=a1&utm_source=bing&utm_medium=cpc&lang=es", ["msclkid", "utm_source", "utm_medium"]),
    ("https://shop.example.com/cart?coupon=SAVE10&mc_cid=123&mc_eid=456", ["mc_cid", "mc_eid"]),
    ("https://www.example.org/donate?amount=25&_hsenc=p2&_hsmi=9&utm_campaign=eoy", ["_hsenc", "_hsmi", "utm_campaign"]),
    ("https://www.example.net/article/77?mkt_tok=MTIz&utm_source=marketo&utm_medium=email", ["mkt_tok", "utm_source", "utm_medium"]),
    ("https://open.spotify.com/intl-de/track/4cOdK2wGLETKBW3PvgPWqT?si=c0ffee", ["si"]),
    ("https://www.youtube.com/live/abc123?si=xyz&t=600", ["si"]),
    ("https://x.com/user/status/99?s=20&utm_source=share", ["s", "utm_source"]),
    ("https://www.reddit.com/r/apple/s/AbCdEf?utm_source=share&utm_medium=ios_app&utm_name=ioscss&utm_content=1&utm_term=1", ["utm_source", "utm_medium", "utm_name", "utm_content", "utm_term"]),
]
for url, names in MORE:
    row("global" if "spotify" not in url and "youtube" not in url and "x.com" not in url else "site", url, *names)

# Global parameters on hosts of every kind: IDN, IP, ports, subdomains, country suffixes.
for host in ["xn--bcher-kva.example", "192.168.1.20:8443", "[2001:db8::7]", "news.example.co.jp", "www.example.com.br",
             "sub.sub.example.org", "example.xn--p1ai", "localhost:3000"]:
    scheme = "http" if host.startswith(("192.", "[", "localhost")) else "https"
    row("global", f"{scheme}://{host}/path/page.html?id=7&utm_source=chat&fbclid=Iw1", "utm_source", "fbclid")

# 2. Per-site rules.
SITES = [
    # YouTube: si, feature, pp, kw, embeds_*; v, t, list, index kept.
    ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=abcDEF123&t=42", ["si"]),
    ("https://youtu.be/dQw4w9WgXcQ?si=Q1w2E3r4&t=10", ["si"]),
    ("https://www.youtube.com/watch?v=abc&feature=share&list=PL123&index=4", ["feature"]),
    ("https://www.youtube.com/watch?v=abc&feature=youtu.be", ["feature"]),
    ("https://m.youtube.com/watch?v=abc&pp=ygUFc3dpZnQ%3D", ["pp"]),
    ("https://music.youtube.com/watch?v=xyz&si=zzz&list=RDAMVM", ["si"]),
    ("https://www.youtube.com/results?search_query=swift+ui&kw=x&pp=abc", ["kw", "pp"]),
    ("https://www.youtube.com/embed/abc?embeds_referring_euri=https%3A%2F%2Fexample.com%2F&embeds_euri=x&start=30", ["embeds_referring_euri", "embeds_euri"]),
    ("https://www.youtube.com/shorts/Ab12?si=xyz&feature=share", ["si", "feature"]),
    ("https://www.youtube-nocookie.com/embed/abc?si=1&t=5", ["si"]),
    # Spotify.
    ("https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT?si=1a2b3c4d5e6f", ["si"]),
    ("https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc&nd=1&dlsi=d5", ["si", "nd", "dlsi"]),
    ("https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3?si=x&context=spotify%3Aplaylist%3A37i9", ["si", "context"]),
    ("https://open.spotify.com/episode/5Xt5DXGzch68nYYamXrNxZ?si=ab12", ["si"]),
    # SoundCloud.
    ("https://soundcloud.com/artist/track?si=8f0d&utm_source=clipboard&utm_medium=text&utm_campaign=social_sharing", ["si", "utm_source", "utm_medium", "utm_campaign"]),
    ("https://soundcloud.com/artist/track?in=artist/sets/album&si=1&ref=clipboard", ["si", "ref"]),
    # Twitter / X: s, t, ref_src, ref_url are share tracking there.
    ("https://twitter.com/swiftlang/status/1234567890?s=20&t=AbCdEf123", ["s", "t"]),
    ("https://x.com/swiftlang/status/1234567890?s=46&t=x9Y8z7", ["s", "t"]),
    ("https://twitter.com/user/status/1?ref_src=twsrc%5Etfw&ref_url=https%3A%2F%2Fexample.com%2F", ["ref_src", "ref_url"]),
    ("https://mobile.twitter.com/user/status/2?s=21", ["s"]),
    ("https://x.com/i/web/status/3?src=share&cn=ZmxleGlibGU", ["src", "cn"]),
    # Facebook.
    ("https://www.facebook.com/story.php?story_fbid=123&id=456&mibextid=Nif5oz", ["mibextid"]),
    ("https://www.facebook.com/groups/1/posts/2/?__cft__[0]=AZX&__tn__=%2CO%2CP-R", ["__cft__[0]", "__tn__"]),
    ("https://www.facebook.com/page/photos/a.1/2/?__xts__%5B0%5D=68.ARB&type=3", ["__xts__%5B0%5D"]),
    ("https://m.facebook.com/story.php?story_fbid=9&id=8&ref=share&eid=ARA", ["ref", "eid"]),
    ("https://www.facebook.com/events/55/?ref=newsfeed&acontext=%7B%7D", ["ref"]),
    # Instagram and Threads.
    ("https://www.instagram.com/p/C1a2B3c4D5e/?igsh=MXZ1c2V1&img_index=2", ["igsh"]),
    ("https://www.instagram.com/reel/C9x8y7/?igshid=NTc4MTIwNjQ2YQ%3D%3D", ["igshid"]),
    ("https://www.threads.net/@zuck/post/C1a2b3?xmt=AQGz&slof=1", ["xmt", "slof"]),
    # LinkedIn.
    ("https://www.linkedin.com/posts/someone_swift-activity-71234?utm_source=share&utm_medium=member_desktop", ["utm_source", "utm_medium"]),
    ("https://www.linkedin.com/jobs/view/3812345/?trk=public_jobs_topcard-title&trackingId=abc%3D%3D&refId=xyz", ["trk", "trackingId", "refId"]),
    ("https://www.linkedin.com/in/someone/?lipi=urn%3Ali%3Apage&lici=ab12&midToken=AQH&midSig=0b", ["lipi", "lici", "midToken", "midSig"]),
    ("https://www.linkedin.com/feed/update/urn:li:activity:1/?originalSubdomain=de&trkEmail=eml-1&otpToken=x&eid=y", ["originalSubdomain", "trkEmail", "otpToken", "eid"]),
    # Reddit.
    ("https://www.reddit.com/r/swift/comments/abc123/title/?share_id=Xy9&utm_medium=android_app&utm_name=androidcss&utm_source=share&utm_term=1", ["share_id", "utm_medium", "utm_name", "utm_source", "utm_term"]),
    ("https://www.reddit.com/r/iOSProgramming/comments/x/y/?ref=share&ref_source=link&context=3", ["ref", "ref_source"]),
    ("https://old.reddit.com/r/swift/?rdt=51234&correlation_id=c1", ["rdt", "correlation_id"]),
    # TikTok.
    ("https://www.tiktok.com/@user/video/7301234567890?is_from_webapp=1&sender_device=pc&web_id=7301", ["is_from_webapp", "sender_device", "web_id"]),
    ("https://www.tiktok.com/@user/video/730?_r=1&_t=8hZ&u_code=abc&share_app_id=1233&share_link_id=x&tt_from=copy", ["_r", "_t", "u_code", "share_app_id", "share_link_id", "tt_from"]),
    ("https://www.tiktok.com/@user?lang=en&is_copy_url=1&social_sharing=1&timestamp=1700000000", ["is_copy_url", "social_sharing", "timestamp"]),
    # Pinterest.
    ("https://www.pinterest.com/pin/123456789/?invite_code=abc&sender=987&sfo=1", ["invite_code", "sender", "sfo"]),
    # Bilibili and Weibo.
    ("https://www.bilibili.com/video/BV1xx411c7mD/?spm_id_from=333.337.search-card.all.click&vd_source=abc123&p=2", ["spm_id_from", "vd_source"]),
    ("https://www.bilibili.com/video/BV1xx?share_source=copy_web&share_medium=iphone&share_plat=ios&share_tag=s_i&timestamp=1700&unique_k=Ab3", ["share_source", "share_medium", "share_plat", "share_tag", "timestamp", "unique_k"]),
    ("https://weibo.com/1234/AbCd?weibo_id=5&dt_dapp=1", ["weibo_id", "dt_dapp"]),
    # News.
    ("https://www.bbc.co.uk/news/technology-123?at_medium=RSS&at_campaign=KARANGA", ["at_medium", "at_campaign"]),
    ("https://www.bbc.com/news/world-1?at_link_origin=BBC_News_Twitter&at_custom1=x&at_custom4=y&at_format=link", ["at_link_origin", "at_custom1", "at_custom4", "at_format"]),
    ("https://www.bbc.co.uk/sport/football/1?at_bbc_team=editorial&at_ptr_name=twitter&page=2", ["at_bbc_team", "at_ptr_name"]),
    ("https://www.theguardian.com/technology/2024/jan/01/story?CMP=share_btn_link", ["CMP"]),
    ("https://www.theguardian.com/world/2024/feb/02/x?CMP=Share_iOSApp_Other&page=with:block-1", ["CMP"]),
    ("https://www.nytimes.com/2024/01/01/technology/ai.html?smid=url-share", ["smid"]),
    ("https://www.nytimes.com/2024/01/01/us/x.html?unlocked_article_code=1.AbC&smid=nytcore-ios-share&smtyp=cur&referringSource=articleShare", ["smid", "smtyp", "referringSource"]),
    ("https://medium.com/@writer/a-story-1a2b3c?source=friends_link&sk=abc123", ["source"]),
    ("https://medium.com/p/1a2b3c?source=social.tw", ["source"]),
    ("https://www.forbes.com/sites/x/2024/01/01/y/?sh=1a2b3c4d5e", ["sh"]),
    ("https://www.cnet.com/tech/x/?ftag=CAD-01-10aaa3b", ["ftag"]),
    ("https://www.reuters.com/technology/x-2024-01-01/?taid=65a1b2", ["taid"]),
    ("https://www.msn.com/en-us/news/x/ar-AA1abc?ocid=msedgntp&cvid=5f3e", ["ocid", "cvid"]),
    ("https://news.yahoo.com/story-123.html?guccounter=1&guce_referrer=aHR0cHM&guce_referrer_sig=AQAA", ["guccounter", "guce_referrer", "guce_referrer_sig"]),
    ("https://finance.yahoo.com/news/x.html?soc_src=social-sh&soc_trk=tw&tsrc=twtr", ["soc_src", "soc_trk", "tsrc"]),
    ("https://someone.substack.com/p/a-post?r=2abc&triedRedirect=true&utm_campaign=post&utm_medium=web", ["r", "triedRedirect", "utm_campaign", "utm_medium"]),
    # Shops.
    ("https://www.amazon.com/dp/B08N5WRWNW?ref_=nav_em_T1_0_4_NaN_2&pd_rd_w=Ab1&pd_rd_r=f2&pd_rd_wg=Cd3&pd_rd_i=B08N5WRWNW&psc=1", ["ref_", "pd_rd_w", "pd_rd_r", "pd_rd_wg", "pd_rd_i"]),
    ("https://www.amazon.de/dp/B0C1234567/?pf_rd_r=ABC&pf_rd_p=def-123&pf_rd_m=A3JWKAKR8XB7XF&pf_rd_s=top&pf_rd_t=4&th=1", ["pf_rd_r", "pf_rd_p", "pf_rd_m", "pf_rd_s", "pf_rd_t"]),
    ("https://www.amazon.co.uk/Some-Book/dp/0123456789/?crid=2XYZ&keywords=some+book&qid=1700000000&sprefix=some+bo%2Caps%2C200&sr=8-1", ["crid", "qid", "sprefix", "sr"]),
    ("https://www.amazon.co.jp/dp/B09ABCDEF?_encoding=UTF8&content-id=amzn1.sym.123&ref=cm_sw_r_cp_api&smid=AN1VRQENFRJN5", ["_encoding", "content-id", "ref"]),
    ("https://www.amazon.com/dp/B07XYZ?tag=affiliate-20&linkCode=ll1&linkId=abc123&ascsubtag=x&creativeASIN=B07XYZ", ["tag", "linkCode", "linkId", "ascsubtag", "creativeASIN"]),
    ("https://www.amazon.com/s?k=usb+c+cable&crid=1ABC&sprefix=usb%2Caps%2C150&ref=nb_sb_noss_1", ["crid", "sprefix", "ref"]),
    ("https://www.amazon.fr/dp/B0ABCDEFG/?dib=eyJ2Ijoi&dib_tag=se&dchild=1&social_share=cm_sw_r_cso_cp_apin_dp", ["dib", "dib_tag", "dchild", "social_share"]),
    ("https://smile.amazon.com/dp/B0X?camp=1789&creative=9325&cv_ct_cx=usb&psc=1", ["camp", "creative", "cv_ct_cx"]),
    ("https://www.aliexpress.com/item/1005001234567890.html?spm=a2g0o.productlist.main.1.4d2c&algo_pvid=abc&algo_exp_id=def-1&pdp_npi=4%40dis", ["spm", "algo_pvid", "algo_exp_id"]),
    ("https://www.aliexpress.us/item/3256801234.html?sourceType=620&srcSns=sns_Copy&spreadType=socialShare&bizType=ProductDetail&social_params=6000&aff_fcid=abc&tt=MG&aff_fsk=def&aff_platform=default&sk=_d8X&aff_trace_key=xyz&shareId=600&businessType=ProductDetail&platform=AE&terminal_id=9f8&afSmartRedirect=y", ["sourceType", "srcSns", "spreadType", "bizType", "social_params", "aff_fcid", "tt", "aff_fsk", "aff_platform", "sk", "aff_trace_key", "shareId", "businessType", "platform", "terminal_id", "afSmartRedirect"]),
    ("https://es.aliexpress.com/item/1005.html?gatewayAdapt=glo2esp&scm=1007.1&pvid=a1&btsid=0b&ws_ab_test=searchweb0_0", ["gatewayAdapt", "scm", "pvid", "btsid", "ws_ab_test"]),
    ("https://item.taobao.com/item.htm?id=123456&spm=a21bo.jianhua.201876.1&ali_refid=a3_430583&ut_sk=1.utdid", ["spm", "ali_refid", "ut_sk"]),
    ("https://detail.tmall.com/item.htm?id=987&spm=a230r.1.14.1&abbucket=12&ns=1", ["spm", "abbucket", "ns"]),
    ("https://www.ebay.com/itm/123456789012?_trkparms=amclksrc%3DITM&_trksid=p2047675.c100005&amdata=enc%3AAQAIAA", ["_trkparms", "_trksid", "amdata"]),
    ("https://www.ebay.de/itm/3344?mkevt=1&mkcid=1&mkrid=707-53477-19255-0&campid=5338&toolid=10001&customid=abc", ["mkevt", "mkcid", "mkrid", "campid", "toolid", "customid"]),
    ("https://www.ebay.co.uk/itm/55?hash=item3f2a&ssspo=abc&sssrc=2349624&ssuid=xyz&widget_ver=artemis&media=COPY", ["ssspo", "sssrc", "ssuid", "widget_ver", "media"]),
    ("https://www.etsy.com/listing/123456789/handmade-mug?click_key=abc&click_sum=def&ref=shop_home_active_1&pro=1&frs=1&sts=1", ["click_key", "click_sum", "ref", "pro", "frs", "sts"]),
    ("https://www.etsy.com/listing/987/scarf?ga_order=most_relevant&ga_search_type=all&ga_view_type=gallery&ga_search_query=scarf&organic_search_click=1", ["ga_order", "ga_search_type", "ga_view_type", "ga_search_query", "organic_search_click"]),
    ("https://www.walmart.com/ip/Some-Item/123456?athcpid=123&athpgid=AthenaItempage&athznid=si&athmtid=AthenaItemSimilar&athstid=CS020&athguid=abc&u1=sub", ["athcpid", "athpgid", "athznid", "athmtid", "athstid", "athguid", "u1"]),
    ("https://www.bestbuy.com/site/x/6501234.p?skuId=6501234&irgwc=1&acampid=0&mpid=376373", ["irgwc", "acampid", "mpid"]),
    ("https://store.steampowered.com/app/1145360/Hades/?snr=1_4_4__118", ["snr"]),
    ("https://steamcommunity.com/sharedfiles/filedetails/?id=123&snr=1_5_9__205", ["snr"]),
    ("https://www.imdb.com/title/tt0111161/?ref_=nv_sr_srsg_0&pf_rd_m=A2FGELUUNOQJNL&pf_rd_p=abc", ["ref_", "pf_rd_m", "pf_rd_p"]),
    ("https://github.com/apple/swift/issues/1?email_token=AAB&email_source=notifications", ["email_token", "email_source"]),
    ("https://www.netflix.com/title/80100172?trackId=255824129&tctx=0%2C0", ["trackId", "tctx"]),
    ("https://www.twitch.tv/videos/123?tt_medium=mobile_web_share&tt_content=vod&t=1h2m3s", ["tt_medium", "tt_content"]),
    ("https://music.apple.com/us/album/x/1440857781?i=1440857782&at=1000lHKX&ct=share&uo=4", ["at", "ct", "uo"]),
    ("https://podcasts.apple.com/us/podcast/x/id123?i=1000&itscg=30200&itsct=podcast_box_link", ["itscg", "itsct"]),
    # Search engines: instrumentation goes, the query and its settings stay.
    ("https://www.google.com/search?q=swift+webview&oq=swift+web&gs_lcp=Cgdnd3Mtd2l6&sclient=gws-wiz&ved=0ahUKEw&ei=Qr7oXf&uact=5", ["oq", "gs_lcp", "sclient", "ved", "ei", "uact"]),
    ("https://www.google.de/search?q=wetter&hl=de&source=hp&ei=abc&iflsig=AO6bgOg&sxsrf=ACYBGN&aqs=chrome..69i57&sourceid=chrome&ie=UTF-8", ["ei", "iflsig", "sxsrf", "aqs", "sourceid", "ie"]),
    ("https://www.google.co.uk/search?q=tea&tbm=isch&sca_esv=5a3&sca_upv=1&biw=1440&bih=789&dpr=2", ["sca_esv", "sca_upv", "biw", "bih", "dpr"]),
    ("https://www.google.com/maps/place/Eiffel+Tower/@48.8584,2.2945,17z?entry=ttu&ved=2ah", ["ved"]),
    ("https://www.bing.com/search?q=swift+ui&form=QBLH&sp=-1&pq=swift+u&sc=10-7&qs=n&sk=&cvid=9F2D", ["form", "sp", "pq", "sc", "qs", "sk", "cvid"]),
    ("https://www.bing.com/images/search?q=cats&FORM=HDRSC2&first=1", ["FORM"]),
    ("https://yandex.ru/search/?text=swift&lr=213&clid=2270455&redircnt=1700000000.1", ["clid", "redircnt"]),
]
for url, names in SITES:
    row("site", url, *names)

# Amazon's /ref=… path segment.
row("path", "https://www.amazon.com/Some-Product/dp/B08N5WRWNW/ref=sr_1_3?keywords=usb&qid=1700000000&sr=8-3",
    "qid", "sr", clean="https://www.amazon.com/Some-Product/dp/B08N5WRWNW?keywords=usb")
row("path", "https://www.amazon.co.uk/gp/product/B00TEST123/ref=ppx_yo_dt_b_asin_title_o00_s00?ie=UTF8&psc=1",
    clean="https://www.amazon.co.uk/gp/product/B00TEST123?ie=UTF8&psc=1")
row("path", "https://www.amazon.de/dp/B0ABC/ref=cm_sw_r_cp_api_i_abc",
    clean="https://www.amazon.de/dp/B0ABC")
row("path", "https://www.amazon.com/ref=nav_logo", clean="https://www.amazon.com/")

# 3. Fragments.
row("fragment", "https://example.com/page#utm_source=x&utm_medium=y", "utm_source", "utm_medium")
row("fragment", "https://example.com/page?id=3#utm_campaign=spring", "utm_campaign")
row("fragment", "https://example.com/page#a=1&utm_source=x&b=2", "utm_source")
row("fragment", "https://app.example.com/#/inbox?utm_source=mail&id=9", "utm_source")
row("fragment", "https://app.example.com/#/route?fbclid=abc", "fbclid")
row("fragment", "https://example.com/docs?utm_source=a#install", "utm_source")
row("fragment", "https://www.youtube.com/watch?v=abc#t=30&si=xyz", "si")

# 4. Encoding and order: kept parameters keep their bytes and order exactly.
ENCODING = [
    ("https://example.com/?a=1&utm%5Fsource=x&b=2", ["utm%5Fsource"], "an encoded name is decoded before it is compared"),
    ("https://example.com/?UTM_SOURCE=x&Keep=Yes", ["UTM_SOURCE"], "names are compared case-insensitively"),
    ("https://example.com/?q=caf%C3%A9+cr%C3%A8me&utm_medium=x", ["utm_medium"], "percent-encoding and + in kept values stay as written"),
    ("https://example.com/?z=26&y=25&fbclid=1&x=24&a=1", ["fbclid"], "order is kept"),
    ("https://example.com/?a=%2b&b=%2B&gclid=x&c=+", ["gclid"], "escape case is kept"),
    ("https://example.com/?tag=a&tag=b&utm_source=x&tag=c", ["utm_source"], "repeated names are kept"),
    ("https://example.com/?utm_source&keep", ["utm_source"], "a name without = is a parameter too"),
    ("https://example.com/?a=&utm_source=&b=", ["utm_source"], "empty values are kept"),
    ("https://example.com/?a=1&&utm_source=x&&b=2", ["utm_source"], "empty && runs go when the query is rewritten"),
    ("https://example.com/?utm_source=x", ["utm_source"], "an emptied query is dropped"),
    ("https://example.com/path?utm_source=a&utm_medium=b&utm_campaign=c#frag", ["utm_source", "utm_medium", "utm_campaign"], "the fragment stays"),
    ("https://example.com/?x=a%26b&fbclid=1", ["fbclid"], "an encoded & belongs to its value"),
    ("https://example.com/?json=%7B%22a%22%3A1%7D&gclid=2&n=%E2%9C%93", ["gclid"], None),
    ("https://example.com/?a=1;b=2&utm_source=x", ["utm_source"], "; is not a separator"),
    ("https://example.com/?%75tm_source=x&k=1", ["%75tm_source"], "a fully encoded name"),
    ("https://example.com/?utm_source=a%20b&q=a%20b", ["utm_source"], None),
    ("https://example.com/search?q=utm_source&utm_source=x", ["utm_source"], "a value that looks like a tracking name is kept"),
    ("https://example.com/?fbclid=1&fbclid=2&ok=1", ["fbclid"], "every copy of a tracking parameter goes"),
]
for url, names, note in ENCODING:
    row("encoding", url, *names, note=note)

# 5. Kept: URLs that must come out unchanged — page-changing parameters, look-alike names,
# site parameters on other sites, and links with nothing to remove.
KEPT = [
    ("https://www.google.com/search?q=swift&hl=en&tbm=nws&start=10&num=20", "q, hl, tbm, start, num choose the results"),
    ("https://www.google.com/search?q=define+utm_source&udm=14", "udm=14 is the Web results view"),
    ("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42&list=PL123&index=2", "v, t, list, index choose what plays"),
    ("https://youtu.be/dQw4w9WgXcQ?t=120", None),
    ("https://www.youtube.com/watch?v=abc&hl=ja", None),
    ("https://example.com/?p=123", "WordPress post"),
    ("https://example.com/?s=search+terms", "WordPress search"),
    ("https://example.com/?page=3&id=7&lang=de", None),
    ("https://www.amazon.com/dp/B08N5WRWNW?th=1&psc=1", "th and psc choose the variation shown"),
    ("https://www.amazon.com/dp/B08N5WRWNW?smid=ATVPDKIKX0DER", "smid chooses the seller's offer"),
    ("https://www.amazon.com/s?k=usb+c+cable&page=2", "k is the search"),
    ("https://www.amazon.com/s?keywords=usb&rh=n%3A172282", "keywords is the search's own text"),
    ("https://www.nytimes.com/2024/01/01/us/x.html?unlocked_article_code=1.AbC", "a gift link opens the article"),
    ("https://medium.com/@writer/a-story-1a2b3c?sk=abc123", "a friend link key unlocks the story"),
    ("https://soundcloud.com/artist/track?in=artist/sets/album", "in= is the playlist"),
    ("https://www.instagram.com/p/C1a2B3c4D5e/?img_index=2", "img_index chooses the photo"),
    ("https://www.reddit.com/r/swift/comments/abc/t/?context=3", "context chooses how many parent comments show"),
    ("https://yandex.ru/search/?text=swift&lr=213", "lr is the region the results are for"),
    ("https://www.ebay.com/itm/123?hash=item1c2d3e4f", "hash names the listing in old links"),
    ("https://www.bing.com/search?q=swift&first=11", None),
    ("https://duckduckgo.com/?q=swift&ia=web", None),
    ("https://example.com/?si=keep", "si is tracking only on YouTube, Spotify and SoundCloud"),
    ("https://example.com/?t=1h2m", "t is tracking only on Twitter and X"),
    ("https://example.com/watch?feature=on", "feature is tracking only on YouTube"),
    ("https://example.com/?ref=homepage", "ref is tracking only where a site row says so"),
    ("https://example.com/?spm=1", "spm is tracking only on Alibaba's sites"),
    ("https://example.com/?source=rss", "source is tracking only on Medium and TikTok"),
    ("https://example.com/?cmp=3", "CMP is tracking only on The Guardian"),
    ("https://example.com/?at_custom1=x", "at_ is tracking only on the BBC (issue 25: was at_medium, which Firefox's global list now removes)"),
    ("https://example.com/?utm=1&utmx=2&xutm_source=3", "only names starting utm_ are campaign tags"),
    ("https://example.com/?gclidx=1&fbclid2=2&my_fbclid=3", "look-alike names are kept"),
    ("https://example.com/?tag=swift", "tag is an affiliate tag only on Amazon"),
    ("https://example.com/?smid=x&sr=1&qid=2", "Amazon's and the Times' parameters elsewhere"),
    ("https://example.com/?s=20&t=abc", "Twitter's s and t on another site are a search and a time"),
    ("https://twitter.com/search?q=swift&f=live", "on Twitter the search query stays"),
    ("https://www.theguardian.com/world?page=2", None),
    ("https://www.bbc.co.uk/iplayer/episode/p0abc?seriesId=1", None),
    ("https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT", None),
    ("https://en.wikipedia.org/wiki/Swift_(programming_language)", None),
    ("https://en.wikipedia.org/w/index.php?title=Swift&oldid=123&action=history", None),
    ("https://github.com/apple/swift/pull/123/files#diff-abc", None),
    ("https://github.com/apple/swift/blob/main/README.md?plain=1#L10", None),
    ("https://docs.swift.org/swift-book/documentation/the-swift-programming-language/#Language-Guide", None),
    ("https://example.com/#:~:text=tracking%20parameters", "a text fragment"),
    ("https://example.com/#section-2", None),
    ("https://app.example.com/#/inbox?folder=work", "a hash route without tracking"),
    ("https://example.com/page#a=1&b=2", None),
    ("https://maps.google.com/maps?q=48.8584,2.2945&z=17", None),
    ("https://www.google.com/maps/dir/?api=1&destination=Paris", None),
    ("https://news.ycombinator.com/item?id=123456", None),
    ("https://stackoverflow.com/questions/123/how-to?noredirect=1&lq=1", None),
    ("https://www.example.com/search?query=red+shoes&sort=price&order=asc", None),
    ("https://example.com/api/v1/items?limit=50&offset=100&fields=id,name", None),
    ("https://example.com/download?file=report.pdf&token=eyJhbGciOi", "a download token is the resource"),
    ("https://example.com/reset?code=8F3A&email=a%40example.com", None),
    ("https://meet.example.com/j/123456789?pwd=abc", "a meeting password opens the meeting"),
    ("https://www.amazon.com/gp/video/detail/B0ABC?autoplay=1", None),
    ("https://xn--bcher-kva.example/buch?isbn=978-3", None),
    ("http://192.168.1.1/cgi-bin/luci?stok=abc", None),
    ("http://localhost:8080/?debug=1", None),
    ("https://example.com/", None),
    ("https://example.com/path/to/page.html", None),
    ("https://example.com/?#top", "an empty query stays"),
    ("https://example.com/?utm", None),
    ("https://www.facebook.com/groups/swift?view=permalink&id=1", "id and view choose the post"),
    ("https://www.linkedin.com/jobs/search/?keywords=swift&location=Berlin", None),
    ("https://www.tiktok.com/@user/video/730?lang=en", "lang chooses the page language"),
    ("https://www.aliexpress.com/item/1005.html?sku_id=12000", "the SKU chooses the variant"),
    ("https://www.etsy.com/search?q=mug&page=2", None),
    ("https://www.walmart.com/search?q=tv", None),
    ("https://store.steampowered.com/search/?term=hades", None),
    ("https://www.imdb.com/find/?q=matrix", None),
    ("https://www.google.com/url?q=not-a-link&sa=D", "a redirector whose value is no link is its own page"),
]
for url, note in KEPT:
    kept(url, note)

# 6. Fragments with tracking-looking lists (issue 16 cleaned them; since issue 25 the fragment is
# never cleaned, so they come out unchanged). The first row is the fuzzer's
# (Fixtures/fuzz/regressions/unwrap/fragment-cleaned-twice, issue 16).
row("fragment", "https://a.example/#x&utm_source=y:/m/?utm_s", "utm_s", "utm_source",
    clean="https://a.example/#x", note="after the ? goes, x&utm_source=y:/m/ is a parameter list")
row("fragment", "https://example.com/page#lang=de&utm_source=news?utm_medium=mail", "utm_medium", "utm_source",
    clean="https://example.com/page#lang=de")

cases = [dict(id=f"{r['kind']}-{i:03d}", **r) for i, r in enumerate(ROWS, 1)]
doc = {
    "about": "Ours. Tracking removal (issue 11): URLs as they are shared, with the clean form expected "
             "from the catalog's facts (vendor documentation and what share buttons add; see "
             "Sources/Omnibox/Share/Tracking). 'removed' names the parameters that go; kind 'kept' rows must "
             "come out unchanged. Written by make_tracking.py, which spells out the expectations and never runs Omnibox.",
    "cases": cases,
}
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tracking.json")
with open(out, "w", encoding="utf-8") as f:
    f.write("{\n \"about\": " + json.dumps(doc["about"], ensure_ascii=False) + ",\n \"cases\": [\n")
    f.write(",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in cases))
    f.write("\n ]\n}\n")
print(len(cases), "cases;", sum(1 for c in cases if c["kind"] == "kept"), "kept;",
      len({c["url"].split("/")[2] for c in cases}), "hosts")
