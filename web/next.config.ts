import path from 'node:path'
import type {NextConfig} from 'next'

const repositoryRoot = path.join(__dirname, '..')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server (web/.next/standalone) to deploy behind a CDN: see README, Deploying.
  output: 'standalone',
  // styled-components: stable class names for server rendering and hydration.
  compiler: {styledComponents: true},
  // ESM-only packages: also lets Jest (next/jest) transform them.
  transpilePackages: ['@portabletext/react', '@portabletext/toolkit'],
  // The app reads schemas/ and content/ beside web/.
  outputFileTracingRoot: repositoryRoot,
  turbopack: {root: repositoryRoot},
  images: {loader: 'custom', loaderFile: './lib/imageLoader.ts'},
  // /es/ and /en/ are the spec's own URLs: serve them as they are instead of redirecting.
  skipTrailingSlashRedirect: true,
}

export default nextConfig
