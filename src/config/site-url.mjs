// The canonical origin of the production site. Kept in a plain .mjs file so astro.config.mjs can read it.
export const SITE_URL = process.env.SITE_URL || 'https://www.influencerly.example';
