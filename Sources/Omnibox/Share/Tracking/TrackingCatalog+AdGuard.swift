// The tracking catalog's rows from AdGuard's URL Tracking filter, general section: AdguardFilters
// TrackParamFilter/sections/general_url.txt at 002b06615b38c64b27fadafad6cf5323e752090f
// (GPL-3.0 for the filter list; only parameter names and scopes are taken, as data). Each row
// names the section comment AdGuard gives. Left out: rules that need more than a name — a value
// pattern (`__s` with six or more letters and digits, already ours), another parameter beside it
// (`clickid` after `rtkcid`, `var` after `z`, `click_id` with `_branch_referrer`, `uclick` with
// `uclickhash`, PopMagic's `zoneid`). Affiliate identifiers of this section are in
// TrackingCatalog+Affiliate.swift (strict level). The site section (specific.txt) is not taken yet.

extension TrackingCatalog {
  /// AdGuard's general `$removeparam` rules: every site.
  static let adGuardRules: [TrackingRule] = [
    .everywhere(
      ["user_email_address"], lists: [.adguard], keptOn: .subscriptionPages,
      source: "AdGuard TrackParamFilter general: e-mail address in links (AdguardFilters#158662)"),
    .everywhere(
      ["_ga", "_gl"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Google Analytics linker"),
    .everywhere(
      ["cm_me", "cm_cr"], prefixes: ["cm_mmc"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Coremetrics marketing channels (cm_mmc as a prefix, /^cm_mmc/)"),
    .everywhere(["rtkcid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: click tracking (#154659)"),
    .everywhere(["irclickid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: impact.com click ID"),
    .everywhere(
      ["__io_lv", "_io_session_id"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: IO Technologies visitor and session IDs"),
    .everywhere(["asgtbndr"], lists: [.adguard], source: "AdGuard TrackParamFilter general: ad click parameter"),
    .everywhere(
      ["ymid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Zeydoo S2S conversion tracking"),
    .everywhere(["gci"], lists: [.adguard], source: "AdGuard TrackParamFilter general: GLAMI click ID"),
    .everywhere(["pk_vid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Matomo visitor ID"),
    .everywhere(
      ["mindbox-click-id"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Mindbox click ID"),
    .everywhere(["twclid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: X (Twitter) click ID"),
    .everywhere(
      ["erid"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Russian advertising registry token (erid)"),
    .everywhere(
      ["cx_click", "cx_recsorder", "cx_recswidget"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Cxense click-through tracking"),
    .everywhere(
      ["mkt_tok"], lists: [.adguard], keptOn: .subscriptionPages,
      source: "AdGuard TrackParamFilter general: Marketo e-mail tracking"),
    .everywhere(
      ["mindbox-message-key"], lists: [.adguard], keptOn: .subscriptionPages,
      source: "AdGuard TrackParamFilter general: Mindbox e-mail tracking"),
    .everywhere(
      ["_kx"], lists: [.adguard], keptOn: .subscriptionPages,
      source: "AdGuard TrackParamFilter general: Klaviyo e-mail tracking"),
    .everywhere(
      ["s_cid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Adobe SiteCatalyst campaign ID"),
    .everywhere(
      [
        "__hsfp", "__hssc", "__hstc", "_hsenc", "hsa_acc", "hsa_ad", "hsa_cam", "hsa_grp", "hsa_kw", "hsa_la",
        "hsa_mt", "hsa_net", "hsa_ol", "hsa_src", "hsa_tgt", "hsa_ver", "hsctatracking",
      ],
      lists: [.adguard], source: "AdGuard TrackParamFilter general: HubSpot ad and e-mail tracking"),
    .everywhere(["ysclid", "yclid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Yandex Metrika"),
    .everywhere(["aiad_clid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: ad click ID (#120318)"),
    .everywhere(
      ["_sgm_campaign", "_sgm_source", "_sgm_action"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Segmentify"),
    .everywhere(
      ["mc_eid"], lists: [.adguard], keptOn: .subscriptionPages,
      source: "AdGuard TrackParamFilter general: Mailchimp click tracking"),
    .everywhere(["_clde", "_cldee"], lists: [.adguard], source: "AdGuard TrackParamFilter general: click tracking"),
    .everywhere(["wt_mc"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Mapp URL Campaign Mapper"),
    .everywhere(["oprtrack"], lists: [.adguard], source: "AdGuard TrackParamFilter general: tracking (#100448)"),
    .everywhere(["xtor"], lists: [.adguard], source: "AdGuard TrackParamFilter general: AT Internet campaign link"),
    .everywhere(["msclkid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Microsoft Click ID"),
    .everywhere(["vero_conv", "vero_id"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Vero"),
    .everywhere(
      ["itm_source", "itm_medium", "itm_campaign", "itm_content", "itm_term"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: internal campaign (ITM) parameters"),
    .everywhere(
      [
        "utm_adgroup", "utm_ad", "utm_affiliate", "utm_brand", "utm_campaign", "utm_campaignid", "utm_channel",
        "utm_cid", "utm_content", "utm_creative", "utm_emcid", "utm_emmid", "utm_id", "utm_id_", "utm_keyword",
        "utm_medium", "utm_name", "utm_place", "utm_product", "utm_pubreferrer", "utm_reader", "utm_referrer",
        "utm_serial", "utm_session", "utm_siteid", "utm_social", "utm_social-type", "utm_source", "utm_supplier",
        "utm_swu", "utm_term", "utm_umguk", "utm_userid", "utm_viz_id",
      ],
      lists: [.adguard], source: "AdGuard TrackParamFilter general: UTM"),
    .everywhere(
      ["gbraid", "wbraid", "gclsrc", "gclid"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Google Ads and Analytics"),
    .everywhere(["usqp"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Google AMP analytics"),
    .everywhere(
      ["dpg_source", "dpg_campaign", "dpg_medium", "dpg_content"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: DPG Media analytics"),
    .everywhere(
      [
        "gps_adid", "unicorn_click_id", "adjust_creative", "adjust_tracker_limit", "adjust_tracker",
        "adjust_adgroup", "adjust_campaign", "adjust_referrer", "external_click_id",
      ],
      lists: [.adguard], source: "AdGuard TrackParamFilter general: adjust.com tracking"),
    .everywhere(
      ["bsft_clkid", "bsft_eid", "bsft_mid", "bsft_uid", "bsft_aaid", "bsft_ek"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Blueshift e-mail subscriptions (#89869)"),
    .everywhere(
      [
        "mtm_campaign", "mtm_cid", "mtm_content", "mtm_group", "mtm_keyword", "mtm_medium", "mtm_placement",
        "mtm_source", "pk_campaign", "pk_medium", "pk_source",
      ],
      lists: [.adguard], source: "AdGuard TrackParamFilter general: Matomo/Piwik"),
    .everywhere(["_branch_match_id"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Branch.io"),
    .everywhere(
      ["ml_subscriber", "ml_subscriber_hash"], lists: [.adguard], keptOn: .subscriptionPages,
      source: "AdGuard TrackParamFilter general: MailerLite (brave-browser#17507)"),
    .everywhere(
      ["rb_clickid", "oly_anon_id", "oly_enc_id"], lists: [.adguard],
      source: "AdGuard TrackParamFilter general: Olytics"),
    .everywhere(["ebisadid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: AD EBiS"),
    .everywhere(["wickedid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Wicked Reports"),
    .everywhere(["fbclid"], lists: [.adguard], source: "AdGuard TrackParamFilter general: Facebook analytics"),
    .everywhere(
      [
        "adfrom", "nx_source", "_zucks_suid", "cmpid", "guccounter", "guce_referrer", "guce_referrer_sig",
        "_openstat", "action_object_map", "action_ref_map", "action_type_map", "fb_action_ids", "fb_action_types",
        "fb_comment_id", "fb_ref", "fb_source",
      ],
      lists: [.adguard], source: "AdGuard TrackParamFilter general: unlabelled group at the section's end"),
  ]
}
