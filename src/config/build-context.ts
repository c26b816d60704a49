/**
 * Whether this build is the one visitors get. Netlify sets `CONTEXT=production` for a production deploy only (deploy
 * previews and branch deploys say `deploy-preview` / `branch-deploy`); `PRODUCTION_BUILD=1` says the same on any
 * other host or for a local rehearsal. NODE_ENV is not used: every `astro build` runs with NODE_ENV=production.
 * (docs/decisions/contact-points.md)
 */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.CONTEXT === 'production' || env.PRODUCTION_BUILD === '1';
}
