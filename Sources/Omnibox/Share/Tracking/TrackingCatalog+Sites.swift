// The per-site rows of the tracking catalog: parameters a site's own share buttons, search
// pages and recommendation widgets add. "Observed" means the parameter is what the site's share
// links carry today; "ClearURLs <provider>" means ClearURLs' catalog lists it too (fact source
// only). Parameters that choose what the page shows stay, even where ClearURLs removes them; the
// decisions are in the row comments.

extension TrackingCatalog {
  /// Rows that apply to some sites only.
  static let siteRules: [TrackingRule] = [
    // Video and music.
    .on(
      [.domain("youtube.com"), .domain("youtu.be"), .domain("youtube-nocookie.com")],
      [
        "si", "feature", "pp", "kw", "embeds_referring_euri", "embeds_euri", "embeds_referring_origin",
        "source_ve_path",
      ],
      // v (video), t (start time), list and index (playlist) choose what plays: protected.
      source: "YouTube share sheet (si since 2023, feature=share/shared), search (pp), embeds (embeds_*) — observed; "
        + "ClearURLs youtube (si, feature, pp, kw)"),
    .on(
      [.domain("spotify.com")], ["si", "nd", "dlsi", "context"],
      source: "Spotify share links (?si=…, &nd=1, &dlsi=…, &context=spotify:…, observed); ClearURLs spotify.com (si)"),
    .on(
      [.domain("soundcloud.com")], ["si", "ref"],
      // in= (the playlist a track plays in) is kept.
      source: "SoundCloud share links (?si=…&utm_source=clipboard…, observed)"),
    .on(
      [.domain("twitch.tv")], ["tt_medium", "tt_content"], source: "Twitch share links (observed); ClearURLs twitch"),
    .on(
      [.domain("music.apple.com"), .domain("podcasts.apple.com")], ["uo", "ct", "itscg", "itsct"],
      source: "Apple Media Services affiliate and campaign tokens (at, ct, itscg, itsct) and share source (uo) — "
        + "Apple Services Performance Partners documentation"),
    .on(
      [.domain("bilibili.com"), .domain("b23.tv")],
      [
        "spm_id_from", "from_source", "share_source", "share_medium", "share_plat", "share_tag", "share_session_id",
        "share_from", "vd_source", "unique_k", "buvid", "is_story_h5", "up_id", "plat_id", "msource", "refer_from",
        "seid", "timestamp",
      ],
      source: "Bilibili share links (observed); ClearURLs bilibili.com"),

    // Social networks.
    .on(
      [.domain("twitter.com"), .domain("x.com")], ["s", "t", "ref_src", "ref_url", "src", "cn"],
      overridesProtection: true,
      // Twitter's s (client code) and t (share token) do not choose the tweet, which is in the path.
      source: "X (Twitter) share links (?s=20&t=…), embedded-tweet links (ref_src=twsrc^tfw), observed; "
        + "ClearURLs twitter, x"),
    .on(
      [.domain("facebook.com")],
      [
        "mibextid", "__tn__", "eid", "comment_tracking", "ref", "fref", "hc_ref", "hc_location", "dti", "rdc", "rdr",
        "paipv", "sfnsn", "wtsid", "_rdr", "ls_ref", "referral_code", "referral_story_type", "tracking",
        "action_history", "eav",
      ],
      prefixes: ["__cft__", "__xts__"],
      source: "Facebook share and notification links (mibextid, __cft__[0], __tn__, …; observed); ClearURLs facebook"),
    .on(
      [.domain("instagram.com")], ["igshid", "igsh"],
      // Brave and Firefox remove these on Instagram only; so do we (it was a global row).
      source: "Instagram share links (observed: ?igsh= / ?igshid=); ClearURLs instagram"),
    .on(
      [.domain("instagram.com"), .domain("threads.net"), .domain("threads.com")], ["xmt", "slof"],
      source: "Threads and Instagram share links (?xmt=…, &slof=1, observed)"),
    .on(
      [.domain("linkedin.com")],
      [
        "trk", "trkinfo", "trackingid", "refid", "lipi", "lici", "midtoken", "midsig", "trkemail", "eid", "otptoken",
        "originalsubdomain", "rcm",
      ],
      source:
        "LinkedIn share, notification and e-mail links (trk, trackingId, lipi, midToken, …; observed); ClearURLs LinkedIn"
    ),
    .on(
      [.domain("reddit.com")],
      ["share_id", "ref_source", "ref_campaign", "ref", "rdt", "correlation_id", "$deep_link", "$3p", "$original_url"],
      source: "Reddit share links (?share_id=…&utm_*, ref_source, $deep_link, observed); ClearURLs reddit"),
    .on(
      [.domain("tiktok.com")],
      [
        "_r", "_t", "_d", "is_from_webapp", "sender_device", "is_copy_url", "share_app_id", "share_link_id",
        "share_app_name", "share_iid", "share_item_id", "tt_from", "u_code", "user_id", "sec_user_id", "timestamp",
        "preview_pb", "social_sharing", "source", "web_id", "checksum", "sec_uid",
      ],
      source: "TikTok share links (?is_from_webapp=1&sender_device=pc&_r=1&_t=…, observed); ClearURLs tiktok.com"),
    .on(
      [.domain("pinterest.com")], ["invite_code", "sender", "sfo"],
      source: "Pinterest share links (?invite_code=…&sender=…&sfo=1, observed)"),
    .on(
      [.domain("weibo.com"), .domain("weibo.cn")], ["weibo_id", "dt_dapp"], source: "Weibo share links; ClearURLs weibo"
    ),

    // News and publishing.
    .on(
      [.domain("bbc.co.uk"), .domain("bbc.com")], [], prefixes: ["at_"],
      source: "Piano Analytics (AT Internet) campaign parameters on BBC links (at_medium, at_campaign, at_link_origin, "
        + "at_custom1…4, observed); ClearURLs bbc"),
    .on(
      [.domain("theguardian.com")], ["cmp"],
      source: "The Guardian share buttons (?CMP=share_btn_link / share_btn_tw, observed); ClearURLs theguardian.com"),
    .on(
      [.domain("nytimes.com")], ["smid", "smtyp", "sgrp", "referringsource"],
      // unlocked_article_code (a gift link) opens the article for the recipient: kept.
      source: "New York Times share links (?smid=url-share, smtyp, observed); ClearURLs nytimes.com (smid)"),
    .on(
      [.domain("medium.com")], ["source"],
      // sk (a friend link key) unlocks the story: kept.
      source: "Medium share links (?source=friends_link / social.tw, observed); ClearURLs medium.com"),
    .on([.domain("forbes.com")], ["sh"], source: "Forbes share hash (observed); ClearURLs forbes.com"),
    .on([.domain("cnet.com")], ["ftag"], source: "CNET campaign tag (observed); ClearURLs cnet"),
    .on([.domain("reuters.com")], ["taid"], source: "Reuters share ID (observed); ClearURLs reuters.com"),
    .on([.domain("msn.com")], ["ocid", "cvid"], source: "MSN share links (?ocid=…&cvid=…, observed); ClearURLs msn"),
    .on(
      [.domain("yahoo.com")], ["guccounter", "guce_referrer", "guce_referrer_sig", "soc_src", "soc_trk", "tsrc"],
      source: "Yahoo consent redirect (guccounter, guce_*) and share parameters (soc_src, soc_trk), observed"),
    .on(
      [.domain("substack.com")], ["r", "triedredirect", "showwelcomeonshare"],
      source: "Substack referral and share links (?r=…, observed)"),

    // Shops.
    .on(
      [.brand("amazon")],
      [
        "ref", "ref_", "qid", "sr", "srs", "sprefix", "crid", "_encoding", "content-id", "dib", "dib_tag", "linkcode",
        "linkid", "ascsubtag", "creativeasin", "camp", "creative", "dchild", "spia", "ms3_c", "refrid",
        "hsa_cr_id", "aaxitk", "social_share", "starsleft", "skiptwisterog", "sp_csd", "spla", "pd_rd_plhdr",
      ],
      prefixes: ["pd_rd_", "pf_rd_", "cv_ct_"], pathSegmentPrefixes: ["ref="],
      // Kept: psc=1 and th=1 choose the product variation (size, colour) the page shows — without them
      // Amazon may show the parent listing's default variation, not the one that was shared. smid
      // chooses the seller's offer and keywords is a search's own text: kept too (ClearURLs drops th,
      // smid and keywords).
      source: "Amazon product and search links (ref_, pd_rd_*, pf_rd_*, qid, sr, crid, sprefix, /ref=… path segment; "
        + "affiliate tag, linkCode, ascsubtag per Amazon Associates Operating Agreement), observed; ClearURLs amazon"),
    .on(
      [.brand("aliexpress")],
      [
        "spm", "scm", "scm_id", "scm-url", "pvid", "algo_pvid", "algo_expid", "algo_exp_id", "btsid", "ws_ab_test",
        "aff_platform", "aff_trace_key", "aff_fcid", "aff_fsk", "aff_request_id", "sk", "terminal_id", "gps-id",
        "afsmartredirect", "gatewayadapt", "mall_affr", "cv", "af", "dp", "_randl_currency", "_randl_shipto",
        "sourcetype", "srcsns", "businesstype", "biztype", "social_params", "tt", "spreadtype", "platform", "shareid",
        "sharefrom",
      ],
      source: "AliExpress: spm and scm are Alibaba's position-tracking codes, aff_* affiliate parameters (observed); "
        + "ClearURLs aliexpress"),
    .on(
      [.domain("taobao.com"), .domain("tmall.com"), .domain("alibaba.com"), .domain("1688.com")],
      [
        "spm", "scm", "pvid", "algo_pvid", "algo_expid", "ali_refid", "ali_trackid", "acm", "utparam", "abbucket",
        "ns", "ut_sk", "sp_tk", "suid", "un", "share_crt_v", "shareurl", "short_name", "sourcetype", "trackinfo",
        "utkn", "turing_bucket", "lygclk", "impid", "bfttag", "bftrwd", "_u",
      ],
      source: "Alibaba group position tracking (spm, scm, acm, utparam) and share parameters, observed; "
        + "ClearURLs taobao.com, tmall.com"),
    .on(
      [.brand("ebay")],
      [
        "_trkparms", "_trksid", "amdata", "mkevt", "mkcid", "mkrid", "campid", "toolid", "customid", "_from",
        "mkgroupid",
        "mkpid", "siteid", "ssspo", "sssrc", "ssuid", "widget_ver", "media",
      ],
      // hash=item… names the listing in old links: kept (ClearURLs drops it).
      source: "eBay Partner Network (mkevt, mkcid, mkrid, campid, toolid, customid) and tracking (_trkparms, _trksid) "
        + "parameters; eBay share links (ssspo, sssrc, ssuid) observed; ClearURLs ebay"),
    .on(
      [.domain("etsy.com")],
      [
        "click_key", "click_sum", "organic_search_click", "ref", "pro", "frs", "sts", "ga_order", "ga_search_type",
        "ga_view_type", "ga_search_query", "plkey", "sr_prefetch", "pf_from", "content_source", "logging_key",
      ],
      source: "Etsy listing links from search and recommendations (ref, click_key, ga_*, observed); ClearURLs etsy.com"),
    .on(
      [.domain("walmart.com")],
      [
        "athcpid", "athpgid", "athznid", "athmtid", "athstid", "athguid", "athwpid", "athtvid", "athcgid",
        "athieid", "athancid", "athbdg", "athena", "athposb", "athsrc",
      ],
      // u1 (the affiliate sub-ID) is in the strict table (TrackingCatalog+Affiliate.swift).
      source: "Walmart recommendation tracking (ath*), observed; ClearURLs walmart.com"),
    .on([.domain("bestbuy.com")], ["irgwc", "acampid", "mpid"], source: "Best Buy affiliate links (observed)"),
    .on(
      [.domain("steampowered.com"), .domain("steamcommunity.com")], ["snr"],
      source: "Steam store navigation recording (snr, observed); ClearURLs steampowered"),
    .on(
      [.domain("imdb.com")], ["ref_"], prefixes: ["pf_rd_"],
      source: "IMDb navigation tracking (observed); ClearURLs imdb.com"),
    .on(
      [.domain("github.com")], ["email_token", "email_source"],
      source: "GitHub notification e-mails; ClearURLs github.com"),
    .on([.domain("netflix.com")], ["trackid", "tctx"], source: "Netflix share links (observed); ClearURLs netflix"),

    // Search engines: what their results pages add beyond the query.
    .on(
      [.brand("google")],
      [
        "ved", "ei", "oq", "gs_lcp", "gs_lp", "gs_ssp", "gs_l", "sclient", "sourceid", "ie", "oe", "uact", "sxsrf",
        "aqs", "rlz", "bih", "biw", "sca_esv", "sca_upv", "iflsig", "sei", "usg", "fbs", "ictx", "cshid", "esrc",
        "gfe_rd", "pcampaignid", "dpr", "cd", "cad", "atyp", "vet",
      ],
      // q, hl, tbm, udm, tbs, start and num choose what the results page shows: kept.
      source:
        "Google results-page instrumentation (ved, ei, oq, gs_lcp, sxsrf, aqs, sca_esv, …), observed; ClearURLs google"),
    .on(
      [.brand("bing")], ["form", "cvid", "qs", "sp", "sc", "sk", "ghc", "pq", "lq", "ghsh", "ghacc", "ghpl", "qp"],
      source: "Bing results-page instrumentation (form, cvid, qs, sp, sc, sk, pq), observed; ClearURLs bing"),
    .on(
      [.brand("yandex"), .domain("ya.ru")], ["redircnt", "clid"],
      // lr is the region the results are for: kept (ClearURLs drops it).
      source: "Yandex results-page and partner parameters (clid, redircnt), observed; ClearURLs yandex (redircnt)"),
  ]
}
