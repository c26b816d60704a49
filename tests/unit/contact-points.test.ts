import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProductionBuild } from '~/config/build-context';
import { assertContactPoints, contactPointProblems, readContactPoints } from '~/config/contact-points';

const REAL = {
  WHATSAPP_NUMBER: '+91 98123 45678'.replace(/\s/g, ''),
  CHROME_EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop',
  CODE_HOSTING_URL: 'https://github.com/acme-creators',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/acme-creators',
  SOCIAL_X_URL: 'https://x.com/acmecreators',
  SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/acmecreators',
  SOCIAL_YOUTUBE_URL: 'none',
};

describe('contact points from the environment', () => {
  it('uses the configured values: number without +, the store page of the id, socials without the left-out one', () => {
    const c = readContactPoints(REAL);
    expect(c.whatsappNumber).toBe('919812345678');
    expect(c.extensionStoreUrl).toBe('https://chromewebstore.google.com/detail/abcdefghijklmnopabcdefghijklmnop');
    expect(c.codeHostingUrl).toBe('https://github.com/acme-creators');
    expect(c.socials.map((s) => [s.icon, s.href])).toEqual([
      ['linkedin', 'https://www.linkedin.com/company/acme-creators'],
      ['x', 'https://x.com/acmecreators'],
      ['instagram', 'https://www.instagram.com/acmecreators'],
    ]);
    expect(contactPointProblems(REAL)).toEqual([]);
  });

  it('falls back to placeholders when nothing is set (development and test builds still build)', () => {
    const c = readContactPoints({ WHATSAPP_NUMBER: '  ' });
    expect(c.whatsappNumber).toBe('919800000000');
    expect(c.extensionStoreUrl).toBe('https://chromewebstore.google.com/detail/influencerly');
    expect(c.socials).toHaveLength(4);
    expect(() => assertContactPoints({}, false)).not.toThrow();
  });

  it('a production build refuses every placeholder, naming the variable to set', () => {
    const problems = contactPointProblems({});
    expect(problems).toHaveLength(7);
    for (const name of [
      'WHATSAPP_NUMBER',
      'CHROME_EXTENSION_ID',
      'CODE_HOSTING_URL',
      'SOCIAL_LINKEDIN_URL',
      'SOCIAL_X_URL',
      'SOCIAL_INSTAGRAM_URL',
      'SOCIAL_YOUTUBE_URL',
    ]) {
      expect(
        problems.some((p) => p.startsWith(`${name} is not set`)),
        name,
      ).toBe(true);
    }
    expect(() => assertContactPoints({}, true)).toThrow(
      /^Production build refused: .*\n {2}- WHATSAPP_NUMBER is not set/,
    );
    // The placeholder typed in explicitly is still a placeholder.
    expect(contactPointProblems({ ...REAL, WHATSAPP_NUMBER: '919800000000' })[0]).toMatch(
      /^WHATSAPP_NUMBER is not set/,
    );
    expect(contactPointProblems({ ...REAL, CHROME_EXTENSION_ID: 'influencerly' })[0]).toMatch(
      /^CHROME_EXTENSION_ID is not set/,
    );
  });

  it('refuses malformed values: a short number, a made-up extension id, a profile on another host or over http', () => {
    expect(
      contactPointProblems({
        ...REAL,
        WHATSAPP_NUMBER: '12345',
        CHROME_EXTENSION_ID: 'my-extension',
        SOCIAL_X_URL: 'https://twitter.example/acme',
        SOCIAL_INSTAGRAM_URL: 'http://www.instagram.com/acme',
        CODE_HOSTING_URL: 'https://github.com/',
      }),
    ).toEqual([
      'WHATSAPP_NUMBER "12345" is not an international number (country code and digits, e.g. 919812345678)',
      'CHROME_EXTENSION_ID "my-extension" is not a Chrome Web Store item id (32 letters a to p)',
      'CODE_HOSTING_URL "https://github.com/" is not an https address on github.com',
      'SOCIAL_X_URL "https://twitter.example/acme" is not an https address on x.com',
      'SOCIAL_INSTAGRAM_URL "http://www.instagram.com/acme" is not an https address on instagram.com',
    ]);
  });
});

describe('the production signal', () => {
  it("is Netlify's CONTEXT=production or PRODUCTION_BUILD=1; previews, branch deploys and NODE_ENV are not", () => {
    expect(isProductionBuild({ CONTEXT: 'production' })).toBe(true);
    expect(isProductionBuild({ PRODUCTION_BUILD: '1' })).toBe(true);
    expect(isProductionBuild({ CONTEXT: 'deploy-preview' })).toBe(false);
    expect(isProductionBuild({ CONTEXT: 'branch-deploy', NODE_ENV: 'production' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });
});

describe('src/config/site.ts at build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const clear = () => {
    for (const k of Object.keys(REAL)) vi.stubEnv(k, '');
  };

  it('stops a production build that would link placeholders', async () => {
    clear();
    vi.stubEnv('CONTEXT', 'production');
    vi.resetModules();
    await expect(import('~/config/site')).rejects.toThrow(/Production build refused: .*WHATSAPP_NUMBER is not set/s);
  });

  it('links the configured number and extension in a production build', async () => {
    for (const [k, v] of Object.entries(REAL)) vi.stubEnv(k, v);
    vi.stubEnv('CONTEXT', 'production');
    vi.resetModules();
    const { site, whatsappLink } = await import('~/config/site');
    expect(whatsappLink('Hi')).toBe('https://wa.me/919812345678?text=Hi');
    expect(site.extensionStoreUrl).toContain('abcdefghijklmnopabcdefghijklmnop');
    expect(site.socials.map((s) => s.name)).toEqual(['LinkedIn', 'X', 'Instagram']);
  });

  it('builds a deploy preview with placeholders', async () => {
    clear();
    vi.stubEnv('CONTEXT', 'deploy-preview');
    vi.resetModules();
    const { site } = await import('~/config/site');
    expect(site.whatsappNumber).toBe('919800000000');
  });
});
