// Well-known domains that IDN look-alikes imitate. Compiled by hand for Omnibox from widely
// visited and widely phished sites (search, mail, social, shopping, payments, banks, software,
// news, government-scale services), with a few country versions of the largest ones. Names whose
// second-level label is shorter than 3 characters (x.com, vk.com, qq.com) are left out: almost
// any two-letter label would collide with them.
//
// Only a host with at least one IDN label is compared against this list, through confusable
// skeletons (see `LookalikeDetector`); ASCII hosts never are.

enum TopDomains {
  /// The built-in list: lowercase ASCII registrable domains.
  static let all: [String] = [
    // search, portals, mail
    "google.com", "google.co.uk", "google.de", "google.fr", "google.co.jp", "google.ru",
    "youtube.com", "gmail.com", "bing.com", "yahoo.com", "yahoo.co.jp", "baidu.com",
    "yandex.ru", "yandex.com", "naver.com", "daum.net", "duckduckgo.com", "ecosia.org",
    "outlook.com", "hotmail.com", "live.com", "office.com", "aol.com", "protonmail.com",
    "proton.me", "mail.ru", "icloud.com", "zoho.com",
    // social and messaging
    "facebook.com", "instagram.com", "twitter.com", "linkedin.com", "reddit.com",
    "tiktok.com", "pinterest.com", "tumblr.com", "snapchat.com", "whatsapp.com",
    "telegram.org", "discord.com", "signal.org", "messenger.com", "threads.net",
    "quora.com", "weibo.com", "line.me", "mastodon.social",
    // shopping and payments
    "amazon.com", "amazon.co.uk", "amazon.de", "amazon.co.jp", "amazon.fr", "ebay.com",
    "etsy.com", "aliexpress.com", "alibaba.com", "taobao.com", "tmall.com", "walmart.com",
    "target.com", "bestbuy.com", "ikea.com", "rakuten.co.jp", "shopify.com",
    "paypal.com", "stripe.com", "venmo.com", "wise.com", "revolut.com", "klarna.com",
    "coinbase.com", "binance.com", "kraken.com", "blockchain.com", "metamask.io",
    // banks and finance
    "chase.com", "bankofamerica.com", "wellsfargo.com", "citibank.com", "hsbc.com",
    "barclays.co.uk", "santander.com", "americanexpress.com", "capitalone.com",
    "usbank.com", "schwab.com", "fidelity.com", "vanguard.com", "sparkasse.de",
    // software, cloud, developer
    "apple.com", "microsoft.com", "windows.com", "adobe.com", "github.com", "gitlab.com",
    "stackoverflow.com", "dropbox.com", "box.com", "salesforce.com", "slack.com",
    "zoom.us", "atlassian.com", "notion.so", "openai.com", "chatgpt.com", "cloudflare.com",
    "amazonaws.com", "azure.com", "docker.com", "npmjs.com", "mozilla.org", "firefox.com",
    "wordpress.com", "blogspot.com", "medium.com", "godaddy.com", "steampowered.com",
    "epicgames.com", "roblox.com", "playstation.com", "xbox.com", "nintendo.com",
    // media, reference, travel
    "wikipedia.org", "wikimedia.org", "netflix.com", "spotify.com", "twitch.tv",
    "disneyplus.com", "hulu.com", "imdb.com", "bbc.co.uk", "bbc.com", "cnn.com",
    "nytimes.com", "theguardian.com", "reuters.com", "bloomberg.com", "weather.com",
    "booking.com", "airbnb.com", "expedia.com", "tripadvisor.com", "uber.com",
    // services
    "fedex.com", "ups.com", "usps.com", "dhl.com", "irs.gov", "ssa.gov",
    "docusign.com", "adp.com", "intuit.com", "turbotax.com", "okta.com",
  ]
}
