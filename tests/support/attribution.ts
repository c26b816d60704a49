/** A stored attribution (src/lib/attribution/schema.ts) as a visitor from the launch newsletter leaves it. */
import type { Attribution } from '../../src/lib/attribution/capture';

export function sampleAttribution(overrides: Partial<Attribution> = {}): Attribution {
  return {
    landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch',
    referrer: 'https://mail.example.com',
    utm: { source: 'newsletter', medium: 'email', campaign: 'launch', term: null, content: null },
    clickId: ['gclid'],
    submittedFrom: '/pricing',
    pagesViewed: ['/', '/customer-stories', '/pricing'],
    ...overrides,
  };
}
