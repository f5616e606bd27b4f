import path from 'node:path'
import type {NextConfig} from 'next'

/**
 * The floor npm run perf measures the site against (docs/performance.md): a bare App Router app
 * on the same Next.js and React as the site, built and served by the same Next in production mode.
 * Only what a build here needs: Next and React are installed at the repository's root.
 */
const repositoryRoot = path.join(__dirname, '../../..')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  outputFileTracingRoot: repositoryRoot,
  turbopack: {root: repositoryRoot},
}

export default nextConfig
