#!/usr/bin/env bash
# Moves the content snapshot (content/) into or out of a real Sanity project with the Sanity CLI.
# Without a project, `export` exports the local Content Lake instead (npm run studio:local).
set -euo pipefail
cd "$(dirname "$0")/.."
action="${1:-}"
: "${SANITY_DATASET:=production}"
if [ -z "${SANITY_PROJECT_ID:-}" ] && [ "$action" = export ]; then
  npx --no-install tsx local-lake/export.ts
  exec npx --no-install tsx scripts/validate-content.ts "${CONTENT_DIR:-content}"
fi
if [ -z "${SANITY_PROJECT_ID:-}" ]; then
  cat >&2 <<MSG
✗ No Sanity project is configured: set SANITY_PROJECT_ID (and SANITY_DATASET, default "production"),
  then log in once with "npx sanity login" (or set SANITY_AUTH_TOKEN to a token with write access).
  The site itself needs none of this: without SANITY_PROJECT_ID it reads content/ directly.
MSG
  exit 2
fi
export SANITY_STUDIO_PROJECT_ID="$SANITY_PROJECT_ID" SANITY_STUDIO_DATASET="$SANITY_DATASET"
case "$action" in
  import)
    # The snapshot is a dataset export (data.ndjson + images/, assets.json: the images' names and
    # titles, which the import restores): pack it as the CLI expects.
    archive="$(mktemp -d)/content.tar.gz"
    tar -czf "$archive" -C content data.ndjson images $([ -f content/assets.json ] && echo assets.json)
    npx sanity dataset import "$archive" --dataset "$SANITY_DATASET" --replace
    ;;
  export)
    workdir="$(mktemp -d)"
    npx sanity dataset export "$SANITY_DATASET" "$workdir/export.tar.gz" --no-drafts --types siteSettings,page,faqItem,sponsor,companyType,legalDocument
    tar -xzf "$workdir/export.tar.gz" -C "$workdir"
    exported="$(dirname "$(find "$workdir" -name data.ndjson | head -1)")"
    rm -rf content/images && mkdir -p content
    cp "$exported/data.ndjson" content/data.ndjson
    cp -r "$exported/images" content/images
    # What was said of each image (its name in the image browser, its title), without the rest.
    if [ -f "$exported/assets.json" ]; then
      node -e 'const fs = require("fs"), keep = ["originalFilename", "title", "description", "altText", "label", "creditLine"];
        const all = JSON.parse(fs.readFileSync(process.argv[1], "utf8")), out = {};
        for (const key of Object.keys(all).sort()) { const one = {};
          for (const field of keep) if (typeof all[key][field] === "string" && all[key][field]) one[field] = all[key][field];
          if (Object.keys(one).length) out[key] = one; }
        fs.writeFileSync("content/assets.json", JSON.stringify(out, null, 2) + "\n")' "$exported/assets.json"
    fi
    npx tsx scripts/validate-content.ts content
    ;;
  *)
    echo "usage: scripts/content.sh import|export" >&2
    exit 2
    ;;
esac
