# The site's image: the packaged server (npm run build, docs/deploying.md) on Node 26, one per
# origin. compose.yaml runs two of them behind a proxy, with Valkey beside them.
FROM node:26-bookworm-slim AS build
WORKDIR /site
# Canonical URLs, the sitemap and the Content-Security-Policy are baked in at build time.
ARG SITE_URL=https://www.habitum.example
ARG NEXT_PUBLIC_CONTACT_API_KEY=
ENV SITE_URL=$SITE_URL NEXT_PUBLIC_CONTACT_API_KEY=$NEXT_PUBLIC_CONTACT_API_KEY NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm ci && npm run build

FROM node:26-bookworm-slim
WORKDIR /site
# The server writes the pages it regenerates into its own folder.
COPY --from=build --chown=node:node /site/web/.next/standalone ./
# The allocator setting the entry would otherwise start a second process for (docs/deploying.md, Memory).
ENV NODE_ENV=production MALLOC_MMAP_THRESHOLD_=131072 HOSTNAME=0.0.0.0 PORT=3000 NEXT_TELEMETRY_DISABLED=1
EXPOSE 3000
USER node
CMD ["node", "web/server.js"]
