// The global rows of the tracking catalog (ours): parameters that ad, analytics and e-mail
// platforms append to any site's links. Each row names its source; "ClearURLs" means the
// parameter is also in ClearURLs' `globalRules` (https://github.com/ClearURLs/Rules, used as a
// fact source only). E-mail platforms' subscriber tokens are kept on subscription pages
// (unsubscribe, preference center, web view), which need them to know who is asking.

extension TrackingCatalog {
  /// Rows that apply to every host.
  static let globalRules: [TrackingRule] = [
    // Campaign parameters.
    .everywhere(
      [], prefixes: ["utm_"],
      source: "Google Analytics Help, \"Collect campaign data with custom URLs\" (utm_source, utm_medium, "
        + "utm_campaign, utm_term, utm_content, utm_id, utm_source_platform, …); ClearURLs"),
    .everywhere(
      [], prefixes: ["mtm_"],
      source:
        "Matomo, \"Campaign tracking\" (mtm_campaign, mtm_source, mtm_medium, mtm_keyword, mtm_content, …); ClearURLs"),
    .everywhere(
      ["pk_campaign", "pk_kwd", "pk_keyword", "pk_source", "pk_medium", "pk_content", "pk_cid"],
      source: "Matomo (Piwik), \"Campaign tracking\": the older pk_ campaign parameters"),
    .everywhere(
      ["itm_source", "itm_medium", "itm_campaign", "itm_content", "itm_term"],
      source: "internal-campaign parameters modelled on utm_ (observed on news and shop sites); ClearURLs"),
    .everywhere(
      ["hmb_campaign", "hmb_medium", "hmb_source"], source: "Hootsuite campaign parameters (observed); ClearURLs"),
    .everywhere(["xtor"], source: "Piano Analytics (AT Internet), \"Marketing campaigns\": xtor campaign code"),
    .everywhere(
      ["s_cid", "ef_id", "s_kwcid"],
      source:
        "Adobe Analytics \"Campaign tracking\" (s_cid) and Adobe Advertising click IDs (ef_id, s_kwcid); ClearURLs (s_cid)"
    ),
    .everywhere(["wt_mc", "wt_zmc", "wtrid"], source: "Webtrends campaign parameters (WT.mc_id as wt_mc); ClearURLs"),
    .everywhere(["_openstat"], source: "Yandex Metrica, \"Openstat tag\"; ClearURLs"),
    .everywhere(
      [], prefixes: ["utm-"],
      source: "campaign parameters spelled with a hyphen (utm-source, utm-campaign; observed; Firefox lists utm-term "
        + "on Yandex)"),
    .everywhere(
      ["ns_campaign", "ns_mchannel", "ns_source", "ns_linkname", "ns_fee"],
      source: "comScore Digital Analytix campaign parameters (ns_*; Firefox lists them on the BBC)"),
    .everywhere(["wt.mc_id", "wt.mc_ev"], source: "Webtrends campaign ID and event (WT.mc_id, WT.mc_ev)"),
    .everywhere(["itid"], source: "internal tracking ID on publisher links (Washington Post ?itid=, observed)"),
    .everywhere(["cmpid"], source: "campaign ID parameter (observed on publisher newsletters); ClearURLs"),

    // Click identifiers added by ad platforms (auto-tagging).
    .everywhere(
      ["gclid", "gclsrc", "dclid", "gbraid", "wbraid", "gad_source", "gad_campaignid"],
      source: "Google Ads Help, \"About auto-tagging\" (gclid, gbraid, wbraid, gad_source), Campaign Manager 360 "
        + "(dclid), Search Ads 360 (gclsrc); ClearURLs (gclid, dclid)"),
    .everywhere(
      ["srsltid"],
      source: "Google Merchant Center Help, \"About auto-tagging\" (srsltid on organic listings); ClearURLs"),
    .everywhere(["_ga", "_gl"], source: "Google Analytics cross-domain linker (_gl, formerly _ga); ClearURLs"),
    .everywhere(["msclkid"], source: "Microsoft Advertising Help, \"What is auto-tagging?\" (msclkid); ClearURLs"),
    .everywhere(
      ["fbclid"], source: "Meta Business Help, \"About the Facebook click ID\" (fbclid); ClearURLs"),
    .everywhere(
      [
        "fb_action_ids", "fb_action_types", "fb_source", "fb_ref", "action_object_map", "action_type_map",
        "action_ref_map",
      ],
      source: "Facebook Open Graph (legacy) link parameters; ClearURLs"),
    .everywhere(["ttclid"], source: "TikTok Ads, \"TikTok Click ID (ttclid)\""),
    .everywhere(["twclid"], source: "X (Twitter) Ads, \"Click ID (twclid)\"; ClearURLs"),
    .everywhere(["li_fat_id"], source: "LinkedIn Insight Tag, \"First-party cookie\" (li_fat_id click parameter)"),
    .everywhere(["epik"], source: "Pinterest Ads, \"Enhanced match and epik click ID\""),
    .everywhere(["sccid"], source: "Snap Ads, \"Snap Click ID (ScCid)\""),
    .everywhere(["rdt_cid"], source: "Reddit Ads, \"Conversion tracking: click ID (rdt_cid)\""),
    .everywhere(
      ["yclid", "ysclid"], source: "Yandex Direct (yclid) and Yandex search (ysclid) click IDs; ClearURLs (yclid)"),
    .everywhere(["irclickid"], source: "impact.com, \"Click ID (irclickid)\""),
    .everywhere(["rb_clickid"], source: "Rakuten click ID (observed); ClearURLs"),
    .everywhere(["wickedid"], source: "Wicked Reports click ID; ClearURLs"),
    .everywhere(["__twitter_impression"], source: "added by Twitter to links in embedded tweets (observed); ClearURLs"),

    // E-mail and marketing-automation platforms.
    .everywhere(
      ["mc_cid", "mc_eid", "mc_tc"], keptOn: .subscriptionPages,
      source: "Mailchimp, \"Campaign and subscriber IDs in links\"; ClearURLs"),
    .everywhere(
      ["_hsenc", "_hsmi", "__hssc", "__hstc", "__hsfp", "hsctatracking"], keptOn: .subscriptionPages,
      source:
        "HubSpot Knowledge Base, \"Tracking URL parameters\" (_hsenc, _hsmi, __hstc, __hssc, __hsfp, hsCtaTracking); ClearURLs"
    ),
    .everywhere(
      [], prefixes: ["hsa_"],
      source:
        "HubSpot Ads auto-tracking (hsa_acc, hsa_cam, hsa_grp, hsa_ad, hsa_src, hsa_tgt, hsa_kw, hsa_mt, hsa_net, hsa_ver)"
    ),
    .everywhere(
      ["mkt_tok"], keptOn: .subscriptionPages,
      source: "Adobe Marketo Engage, \"mkt_tok\" e-mail tracking token; ClearURLs"),
    .everywhere(["vero_id", "vero_conv"], keptOn: .subscriptionPages, source: "Vero, \"Link tracking\"; ClearURLs"),
    .everywhere(
      ["oly_anon_id", "oly_enc_id"], keptOn: .subscriptionPages,
      source: "Omeda Olytics, \"Encrypted and anonymous IDs in links\"; ClearURLs"),
    .everywhere(["__s"], keptOn: .subscriptionPages, source: "Drip, \"Subscriber ID in links (__s)\"; ClearURLs"),
    .everywhere(
      ["ml_subscriber", "ml_subscriber_hash"], keptOn: .subscriptionPages,
      source: "MailerLite subscriber parameters; ClearURLs"),
    .everywhere(
      ["ck_subscriber_id"], keptOn: .subscriptionPages, source: "Kit (ConvertKit), \"Subscriber ID in links\""),
    .everywhere(["_kx"], keptOn: .subscriptionPages, source: "Klaviyo, \"Tracking parameter _kx\""),
    .everywhere(["dm_i"], keptOn: .subscriptionPages, source: "Dotdigital, \"Link tracking (dm_i)\""),
    .everywhere(["_bta_tid", "_bta_c"], source: "Bronto (Oracle) link tracking parameters"),
    .everywhere(["os_ehash"], source: "e-mail hash parameter (observed on newsletters); ClearURLs"),
    .everywhere(
      ["_branch_match_id", "_branch_referrer"], source: "Branch, \"Deep link query parameters\"; ClearURLs reddit"),
  ]
}
