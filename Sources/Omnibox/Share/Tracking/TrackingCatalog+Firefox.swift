// The tracking catalog's rows from Firefox's strip-on-share lists ("Copy Link Without Site
// Tracking"), as of the firefox repository's toolkit/components/antitracking/StripOnShareLists/
// (read from the shtrom/firefox mirror): MPL2/StripOnShare.json at
// 2c35ff84ed7d1ca088a41f830bfab0be50868536 (MPL-2.0) and LGPL/StripOnShareLGPL.json at
// 159227146c83287a515d3934eb1a065738b8f634 (LGPL; names and scopes taken as data). Firefox's
// `origins` are exact hosts (`.host`), its `schemelessSites` a domain and its subdomains.
// Left out, with the reason: names that choose what the page shows — TikTok's `t` and `q`,
// Twitter's `s` (removed there by our own row), Amazon's `psc`, `th` and `keywords` (the
// variation and the search), eBay's `hash` (the listing in old links). Firefox's Google row
// lists www.google.<country> for some 190 country domains plus consent.google.de and
// support.google.com: it is the Google brand here, as our Google row is.

extension TrackingCatalog {
  /// Amazon and Audible hosts, as Firefox's Amazon rows name them.
  private static let firefoxAmazonHosts: [TrackingRule.Site] = [
    .host("www.amazon.com"), .host("www.amazon.de"), .host("www.amazon.nl"), .host("www.amazon.fr"),
    .host("www.amazon.co.jp"), .host("www.amazon.in"), .host("www.amazon.es"), .host("www.amazon.ac"),
    .host("www.amazon.cn"), .host("www.amazon.eg"), .host("www.amazon.co.uk"), .host("www.amazon.it"),
    .host("www.amazon.pl"), .host("www.amazon.sg"), .host("www.amazon.ca"), .host("www.amazon.com.au"),
    .host("www.amazon.com.br"), .host("www.amazon.com.mx"), .host("www.amazon.com.be"), .host("www.amazon.com.tr"),
    .host("www.amazon.sa"), .host("www.amazon.ae"), .host("www.amazon.se"), .host("www.amazon.ie"),
    .host("www.amazon.co.za"), .host("www.audible.com"), .host("www.audible.co.uk"), .host("www.audible.de"),
    .host("www.audible.fr"), .host("www.audible.it"), .host("www.audible.ca"), .host("www.audible.com.au"),
    .host("www.audible.co.jp"), .host("www.audible.in"), .host("www.audible.es"), .host("www.audible.com.br"),
  ]
  /// Firefox's rows, one per list entry.
  static let firefoxRules: [TrackingRule] = [
    .everywhere(
      [
        "_gl", "li_fat_id", "lid", "utm_ad", "utm_affiliate", "utm_brand", "utm_campaign", "utm_campaignid",
        "utm_channel", "utm_cid", "utm_content", "utm_creative", "utm_emcid", "utm_emmid", "utm_id", "utm_id_",
        "utm_keyword", "utm_medium", "utm_name", "utm_place", "utm_product", "utm_pubreferrer", "utm_reader",
        "utm_referrer", "utm_serial", "utm_session", "utm_siteid", "utm_social", "utm_social-type", "utm_source",
        "utm_supplier", "utm_swu", "utm_term", "utm_umguk", "utm_userid", "utm_viz_id", "vero_conv", "ymid", "var",
        "s_cid", "hsa_grp", "hsa_cam", "hsa_src", "hsa_ad", "hsa_acc", "hsa_kw", "hsa_tgt", "hsa_ver", "hsa_la",
        "hsa_ol", "hsa_net", "hsa_mt", "wt_mc",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, global"),
    .everywhere(
      [
        "at_campaign", "at_send_date", "at_campaign_type", "at_recipient_list", "at_creation", "at_recipient_id",
        "at_emailtype", "at_ptr_name", "at_link", "at_link_id", "at_medium", "at_link_type", "at_link_origin",
        "utm_email", "utm_email_id", "utm_campaign_id", "utm_newsletter_id",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, global"),
    .on(
      [.host("www.twitter.com"), .host("twitter.com"), .host("x.com")],
      [
        "ref_src", "ref_url",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, twitter"),
    .on(
      [.host("www.instagram.com")],
      [
        "igshid", "ig_rid",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, instagram"),
    .on(
      firefoxAmazonHosts,
      [
        "__mk_de_de", "aaxitk", "content-id", "creativeid", "crid", "dib", "dib_tag", "eac_id", "eac_link",
        "eac_selected", "hsa_cr_id", "ipredirectfrom", "ipredirectoriginalurl", "lp_asins", "lp_query", "lp_slot",
        "overridebasecountry", "pageloadid", "pd_rd_plhdr", "pd_rd_r", "pd_rd_w", "pd_rd_wg", "pf_rd_r", "pf_rd_p",
        "plink", "ref", "ref_", "ref_pageloadid", "sbo", "social_share", "source_code", "sprefix", "s_prefix",
        "sp_csd", "sr", "store_ref",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, amazon"),
    .on(
      [.host("www.handelsblatt.com")],
      [
        "share"
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, handelsblatt"),
    .on(
      [
        .host("shopee.co.id"), .host("shopee.tw"), .host("shopee.vn"), .host("shopee.co.vn"), .host("shopee.ph"),
        .host("shopee.com.my"), .host("shopee.sg"), .host("shopee.com.br"), .host("shopee.com.mx"),
        .host("shopee.com.co"), .host("shopee.cl"),
      ],
      [
        "sp_atk", "xptdk",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, shopee"),
    .on(
      [.host("www.tokopedia.com")],
      [
        "extparam"
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, tokopedia"),
    .on(
      [.host("open.spotify.com")],
      [
        "si"
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, spotify"),
    .on(
      [.host("www.meetup.com")],
      [
        "eventorigin", "recid", "recsource", "searchid",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, meetup"),
    .on(
      [.host("www.facebook.com")],
      [
        "__cft__[0]", "__tn__",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, facebook (__cft__[0] also percent-encoded)"),
    .on(
      [
        .host("w.wiki"), .host("www.wikidata.org"), .host("test.wikidata.org"), .host("www.wikifunctions.org"),
        .domain("wikipedia.org"), .domain("wikimedia.org"), .domain("mediawiki.org"),
      ],
      [
        "wprov"
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, wikimedia (origins and schemelessSites)"),
    .on(
      [.host("www.bilibili.com"), .host("space.bilibili.com"), .host("live.bilibili.com")],
      [
        "spm_id_from", "broadcast_type", "is_room_feed", "live_from",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, bilibili"),
    .on(
      [.host("www.humblebundle.com")],
      [
        "hmb_source", "hmb_medium", "hmb_campaign",
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, humblebundle"),
    .on(
      [.host("www.linkedin.com")],
      [
        "rcm"
      ],
      lists: [.firefox], source: "Firefox StripOnShare.json, linkedin"),
    .on(
      [.host("www.twitter.com"), .host("twitter.com"), .host("x.com")],
      [
        "refsrc", "cxt",
      ],
      lists: [.firefox],
      source: "Firefox StripOnShareLGPL.json, twitter (s left out: protected; our Twitter row removes it)"),
    .on(
      firefoxAmazonHosts,
      [
        "pd_rd_i", "pf_rd_i", "pf_rd_m", "pf_rd_s", "pf_rd_t", "pf_rd_w", "adgrpid", "ascsubtag", "creative",
        "creativeasin", "dchild", "field-lbr_brands_browse-bin", "hvadid", "hvbmt", "hvdev", "hvlocphy", "hvnetw",
        "hvrand", "hvtargid", "hydadcr", "initialissue", "ingress", "linkcode", "linkid", "plattr", "qid", "rdc",
        "refrid", "ts_id", "visitid", "vtr", "spia", "_encoding", "qualifier",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, amazon (th left out: it chooses the variation)"),
    .on(
      [.host("www.youtube.com"), .host("youtube.com"), .host("m.youtube.com"), .host("youtu.be")],
      [
        "si", "is", "feature", "kw", "pp",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, youtube"),
    .on(
      [
        .host("ca.carousell.com"), .host("www.carousell.sg"), .host("www.carousell.com.hk"), .host("us.carousell.com"),
        .host("au.carousell.com"),
      ],
      [
        "referrer_search_query", "referrer_search_query_source", "referrer_request_id", "referrer_sort_by",
        "referrer_source", "referrer_page_type", "referrer_category_id", "t-source", "tap_index",
        "t-referrer_browse_type", "t-id",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, carousell"),
    .on(
      [.host("www.etsy.com")],
      [
        "click_sum", "ref", "click_key", "organic_search_click",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, etsy"),
    .on(
      [.host("www.wsj.com")],
      [
        "reflink"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, wallstreetjournal"),
    .on(
      [.host("theathletic.com")],
      [
        "source"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, theathletic"),
    .on(
      [.host("www.forbes.com")],
      [
        "sh"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, forbes"),
    .on(
      [.host("www.bloomberg.com")],
      [
        "leadsource", "sref", "srnd",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, bloomberg"),
    .on(
      [.host("www.tiktok.com")],
      [
        "share_app_id", "share_author_id", "tt_from", "embed_source", "referer_url", "refer", "is_from_webapp",
        "sender_device", "sec_uid", "web_id", "enter_method",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, tiktok (t and q left out: protected)"),
    .on(
      [.host("www.bbc.com")],
      [
        "facebook_page", "at_bbc_team", "ocid", "ns_mchannel", "ns_source", "ns_campaign", "ns_linkname", "ns_fee",
        "xtor",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, bbc"),
    .on(
      [.host("www.cnn.co.jp"), .host("www.cnn.com"), .host("edition.cnn.com")],
      [
        "ref"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, cnn"),
    .on(
      [.host("www.imdb.com"), .host("m.imdb.com")],
      [
        "pf_rd_p", "pf_rd_i", "pf_rd_m", "pf_rd_s", "pf_rd_t", "pf_rd_r", "ref_",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, imdb"),
    .on(
      [.host("www.mirror.co.uk")],
      [
        "int_source"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, mirror"),
    .on(
      [.host("wise.com")],
      [
        "partnerizecampaignid", "clickref", "adref", "partnerid",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, wise"),
    .on(
      [.host("www.facebook.com")],
      [
        "tracking", "extid", "mibextid",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, facebook"),
    .on(
      [
        .host("www.lazada.com.ph"), .host("www.lazada.vn"), .host("www.lazada.sg"), .host("www.lazada.com.my"),
        .host("pages.lazada.co.id"), .host("www.lazada.co.id"),
      ],
      [
        "mkttid", "laz_trackid", "spm", "clicktrackinfo", "trafficfrom", "scm", "acm", "ad_src", "did", "mp", "cid",
        "pos",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, lazada"),
    .on(
      [.host("www.msn.com")],
      [
        "cvid", "pc", "ei",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, msn"),
    .on(
      [.host("www.aliexpress.com"), .host("robotime.aliexpress.com"), .host("ar.aliexpress.com")],
      [
        "sk", "dp", "spm", "scm", "pvid", "scm_id", "scm-url", "utparam", "aff_fsk", "aff_fcid", "terminal_id",
        "aff_trace_key", "pdp_npi", "aff_short_key", "aff_platform", "algo_pvid", "curpageloguid", "mall_affr",
        "algo_expid", "gps-id",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, aliexpress"),
    .on(
      [.host("www.reddit.com")],
      [
        "ref", "ref_source", "ref_campaign", "correlation_id", "share_id",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, reddit"),
    .on(
      [.host("www.wired.co.uk"), .host("www.wired.com")],
      [
        "mbid"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, wired"),
    .on(
      [.host("yandex.com")],
      [
        "utm-term", "did", "from", "msid", "stid", "mlid", "persistent_id", "source-serpid", "suggest_reqid", "clid",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, yandex"),
    .on(
      [.host("www.ebay.com"), .host("www.ebay.co.uk")],
      [
        "_trkparms", "mkcid", "_trksid", "mkevt", "amdata", "ssuid", "mkrid", "campid", "sssrc", "ssspo", "_from",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, ebay (hash left out: it names the listing)"),
    .on(
      [.host("www.flipkart.com")],
      [
        "_refid", "store", "ssid", "affid", "cid", "iid", "pwsvid", "pageuid", "lid",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, flipkart"),
    .on(
      [.brand("google")],
      [
        "sca_esv", "ved", "pcampaignid", "rlz", "ei", "sxsrf", "sourceid", "aqs", "cad", "usg", "dpr", "dcr", "sei",
        "cd", "vet", "esrc", "site", "gs_l", "gs_lp", "sclient", "oe", "visit_id", "biw", "bih", "gs_lcp", "gs_lcrp",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, google (www.google.<country>, as the brand)"),
    .on(
      [.host("www.bing.com")],
      [
        "qp", "cvid", "qs", "form", "sk", "sc", "sp",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, bing"),
    .on(
      [.host("www.twitch.tv"), .host("dev.twitch.tv")],
      [
        "tt_content", "tt_medium",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, twitch"),
    .on(
      [.host("www.cnet.com")],
      [
        "ftag"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, cnet"),
    .on(
      [.host("www.nytimes.com")],
      [
        "smid"
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, nytimes"),
    .on(
      [.host("github.com")],
      [
        "email_token", "email_source",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, github"),
    .on(
      [.host("ca.linkedin.com"), .host("ro.linkedin.com")],
      [
        "refid", "trk", "trackingid",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, linkedin"),
    .on(
      [.host("www.newyorker.com")],
      [
        "esrc", "bxid", "cndid", "source", "mbid",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, newyorker"),
    .on(
      [.host("www.bestbuy.com")],
      [
        "acampid", "irclickid", "irgwc", "loc", "mpid", "intl",
      ],
      lists: [.firefox], source: "Firefox StripOnShareLGPL.json, bestbuy"),
  ]
}
