import path from 'node:path'
import type {NextConfig} from 'next'

// Next loads this file from a string, so its relative imports resolve from the working directory
// (the repository root under Jest): load the app's modules by absolute path instead.
/* eslint-disable @typescript-eslint/no-require-imports */
const {readServerConfig} = require(path.join(__dirname, 'lib/config')) as typeof import('./lib/config')
const {contentSecurityPolicy, imageOriginOf, securityHeaders} = require(
  path.join(__dirname, 'lib/security/headers'),
) as typeof import('./lib/security/headers')
const {DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES} = require(
  path.join(__dirname, '../packages/content/images/config'),
) as typeof import('@habitum/content/images/config')
const {cacheTagHeaders, LISTING_TAGS} = require(
  path.join(__dirname, 'lib/publishing/cacheTagNames'),
) as typeof import('./lib/publishing/cacheTagNames')
const {IMMUTABLE_CACHE_CONTROL} = require(
  path.join(__dirname, 'lib/http/caching'),
) as typeof import('./lib/http/caching')
/* eslint-enable @typescript-eslint/no-require-imports */

const repositoryRoot = path.join(__dirname, '..')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The site's server compresses, with Brotli (web/server/siteServer.ts), under npm run dev too.
  compress: false,
  // Another build folder, for checks that must not replace the main build (tests/security).
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  // A self-contained server (web/.next/standalone) to deploy behind a CDN: see docs/deploying.md.
  output: 'standalone',
  // styled-components: stable class names for server rendering and hydration. Readable names
  // (Hero__Layout-sc-…) only in development: in production they are bytes in every class attribute,
  // twice (the HTML and the page data beside it).
  compiler: {styledComponents: {displayName: process.env.NODE_ENV !== 'production', fileName: false}},
  // What the site shares with the local lake (packages/content) is TypeScript source: compiled with the app.
  transpilePackages: ['@habitum/content'],
  // The app reads schemas/ and content/ beside web/.
  outputFileTracingRoot: repositoryRoot,
  // The share cards' font file, read by the card route (scripts/subset-font.ts).
  outputFileTracingIncludes: {'/share-cards/**': ['./lib/shareCards/inter-card.ttf']},
  turbopack: {root: repositoryRoot},
  // Content images come sized and in a modern format from Sanity's CDN or the snapshot's route.
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [...IMAGE_QUALITIES],
  },
  // The only stylesheet (the font face) goes into the HTML: one request fewer before first paint.
  experimental: {inlineCss: true},
  // /es/ and /en/ are the site's own URLs: serve them as they are instead of redirecting.
  skipTrailingSlashRedirect: true,
  async headers() {
    // Read (and checked) here too, so a malformed value stops the build with its name.
    const config = readServerConfig()
    const policy = contentSecurityPolicy({
      contactEndpoint: config.publicContact.endpoint,
      imageOrigin: imageOriginOf(config.sanity),
      siteUrl: config.siteUrl,
      development: process.env.NODE_ENV === 'development',
    })
    const listingTags = Object.entries(cacheTagHeaders(LISTING_TAGS)).map(([key, value]) => ({key, value}))
    return [
      {source: '/:path*', headers: securityHeaders()},
      // Snapshot images carry their own, stricter policy (web/app/content-images).
      {source: '/((?!content-images/).*)', headers: [{key: 'Content-Security-Policy', value: policy}]},
      // Answers the proxy does not tag, tagged for a CDN's purges by what they are made from.
      ...['/sitemap.xml', '/llms.txt', '/share-cards/:path*'].map((source) => ({source, headers: listingTags})),
      // Its name changes with its bytes (npm run font): it can be kept for good.
      {source: '/fonts/:file', headers: [{key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL}]},
    ]
  },
}

export default nextConfig
