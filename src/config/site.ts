/**
 * The one place that names the brand, its hosts and its contact points.
 * The specification removed these on purpose ({brand}, {host}, {email}, {phone}); every page reads them from here.
 */
import { SITE_URL } from './site-url.mjs';
import { isProductionBuild } from './build-context';
import { assertContactPoints, readContactPoints } from './contact-points';

export const BRAND = 'Influencerly';

const APP_HOST = 'https://app.influencerly.example';

// Outbound contact points come from the build's environment; a production build stops here on a placeholder.
assertContactPoints(process.env, isProductionBuild());
const contact = readContactPoints(process.env);

export const site = {
  brand: BRAND,
  url: SITE_URL,
  tagline: 'Influencer marketing platform for brands, D2C companies and agencies',
  description:
    'Find creators from a 400M+ global database, run campaigns end to end and measure results. Trusted by 5000+ agencies and D2C companies.',
  logoPath: '/logo.svg',
  /** The separate application: sign-up and log-in live there. */
  appHost: APP_HOST,
  loginUrl: `${APP_HOST}/auth/login`,
  /** External scheduling page used by every "Book a Demo" / "Book a Meeting" that leaves the site. */
  schedulingUrl: 'https://cal.influencerly.example/team/demo',
  /** Chat-app (WhatsApp) number in international format without '+' (`WHATSAPP_NUMBER`). */
  whatsappNumber: contact.whatsappNumber,
  helpCentreUrl: 'https://help.influencerly.example',
  affiliateUrl: 'https://affiliates.influencerly.example',
  /** The browser extension's store page (`CHROME_EXTENSION_ID`). */
  extensionStoreUrl: contact.extensionStoreUrl,
  influencerWikiUrl: 'https://wiki.influencerly.example',
  apiHost: 'https://api.influencerly.example/v1',
  sampleReportPath: '/sample-influencer-report.pdf',
  codeHostingUrl: contact.codeHostingUrl,
  salesEmail: 'sales@influencerly.example',
  supportEmail: 'support@influencerly.example',
  /** `SOCIAL_*_URL` (src/config/contact-points.ts). */
  socials: contact.socials,
} as const;

/** A WhatsApp chat link with a prefilled message. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

export const WHATSAPP_MESSAGES = {
  launchpadPricing: `Hi ${BRAND} team, I'd like to know more about Launchpad pricing for Indian brands.`,
} as const;
