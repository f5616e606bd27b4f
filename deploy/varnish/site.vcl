vcl 4.1;

# The site behind Varnish (docs/deploying.md, "Varnish"): what may be kept, under which key, and
# who may purge it. The origins and the addresses allowed to purge are the deployment's own, in
# origins.vcl beside this file (compose.yaml writes one; the tests write theirs).
#
# Run with `-p http_gzip_support=off`: with it on, Varnish rewrites every Accept-Encoding to gzip
# before this file sees it, and the origin's Brotli copies (smaller by a fifth) are never asked for.

import std;
import xkey;

include "origins.vcl";

sub vcl_recv {
  # Purges come from the origins only (the publishing webhook runs there, web/lib/publishing).
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purging is for the origins"));
    }
    if (req.http.xkey-purge) {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
      return (synth(200, "Purged " + req.http.x-purged));
    }
    return (purge);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The API answers per request (the contact form, the webhook, the preview's switches), and an
  # editor's preview (draft mode's cookie) is rendered for that editor alone.
  if (req.url ~ "^/api/" || req.http.Cookie ~ "__prerender_bypass") {
    return (pass);
  }
  # What else a browser keeps in cookies (consent, analytics) changes no page: the pages are the
  # same for every visitor, so they are not a reason to ask the origin.
  unset req.http.Cookie;

  # The site answers a page's address with its Markdown copy only to a request that ranks
  # text/markdown first (web/proxy.ts), and says `Vary: Accept`. Every Accept that does not name
  # Markdown gets the HTML: one key for all of them, not one per browser's wording.
  if (req.http.Accept !~ "(?i)markdown") {
    set req.http.Accept = "text/html";
  }
  # One copy per encoding the origin makes (it says `Vary: Accept-Encoding`): Brotli, gzip, none.
  if (req.http.Accept-Encoding ~ "(?i)\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  return (hash);
}

sub vcl_backend_response {
  # The tags an answer carries (its documents, web/lib/publishing), as xkey indexes them.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # The CDN's own lifetime (web/server/edgeLifetime.ts), over Cache-Control's: long when the origins
  # purge on every change, never past the next dated change; `no-store` when the answer's tags
  # could not be read, so that nothing is kept that no purge could reach.
  if (beresp.http.Surrogate-Control ~ "(?i)no-store") {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
  } elsif (beresp.http.Surrogate-Control ~ "(?i)max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "(?i)^.*max-age=([0-9]+).*$", "\1s"), beresp.ttl);
  }
}

sub vcl_deliver {
  set resp.http.X-Cache = "MISS";
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  }
  # Lifetimes meant for this cache; browsers keep what Cache-Control says.
  unset resp.http.Surrogate-Control;
  unset resp.http.CDN-Cache-Control;
  # The tags are for this cache; an origin may ask to see them (docs/deploying.md, "Checking a CDN").
  if (!(req.http.X-Show-Tags && client.ip ~ purgers)) {
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
  }
}
