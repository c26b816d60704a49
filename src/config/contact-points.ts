/**
 * The outbound contact points (WhatsApp number, Chrome Web Store extension, social profiles), read from the build's
 * environment. Without a value each falls back to a placeholder so development and tests build; a production build
 * (./build-context.ts) refuses placeholders and malformed values, naming the variable to set.
 * (docs/decisions/contact-points.md)
 */

type Env = Readonly<Record<string, string | undefined>>;

export const SOCIAL_NETWORKS = [
  {
    key: 'linkedin',
    name: 'LinkedIn',
    env: 'SOCIAL_LINKEDIN_URL',
    host: 'linkedin.com',
    placeholder: 'https://www.linkedin.com/company/influencerly',
  },
  { key: 'x', name: 'X', env: 'SOCIAL_X_URL', host: 'x.com', placeholder: 'https://x.com/influencerly' },
  {
    key: 'instagram',
    name: 'Instagram',
    env: 'SOCIAL_INSTAGRAM_URL',
    host: 'instagram.com',
    placeholder: 'https://www.instagram.com/influencerly',
  },
  {
    key: 'youtube',
    name: 'YouTube',
    env: 'SOCIAL_YOUTUBE_URL',
    host: 'youtube.com',
    placeholder: 'https://www.youtube.com/@influencerly',
  },
] as const;

export type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key'];

/** The values used when a variable is unset: never valid in production. */
export const CONTACT_PLACEHOLDERS = {
  whatsappNumber: '919800000000',
  extensionId: 'influencerly',
  codeHostingUrl: 'https://github.com/influencerly',
} as const;

/** A social variable set to this leaves the profile out (the company has none there). */
export const NO_PROFILE = 'none';

export interface ContactPoints {
  /** International format without '+', e.g. 919812345678. */
  whatsappNumber: string;
  /** The Chrome Web Store item id (32 letters a-p). */
  extensionId: string;
  extensionStoreUrl: string;
  /** The company's public code (GitHub organisation); the footer links it beside the socials. */
  codeHostingUrl: string;
  /** `icon` names the mark the footer draws. */
  socials: { name: string; href: string; icon: SocialKey }[];
}

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The contact points the build's environment names, placeholders where it names none. */
export function readContactPoints(env: Env): ContactPoints {
  const extensionId = value(env, 'CHROME_EXTENSION_ID') ?? CONTACT_PLACEHOLDERS.extensionId;
  return {
    whatsappNumber: (value(env, 'WHATSAPP_NUMBER') ?? CONTACT_PLACEHOLDERS.whatsappNumber).replace(/^\+/, ''),
    extensionId,
    extensionStoreUrl: `https://chromewebstore.google.com/detail/${extensionId}`,
    codeHostingUrl: value(env, 'CODE_HOSTING_URL') ?? CONTACT_PLACEHOLDERS.codeHostingUrl,
    socials: SOCIAL_NETWORKS.flatMap(({ key, name, env: variable, placeholder }) => {
      const href = value(env, variable) ?? placeholder;
      return href === NO_PROFILE ? [] : [{ name, href, icon: key }];
    }),
  };
}

function isProfileUrl(href: string, host: string): boolean {
  try {
    const url = new URL(href);
    const h = url.hostname.replace(/^www\./, '');
    return url.protocol === 'https:' && (h === host || h.endsWith(`.${host}`)) && url.pathname.length > 1;
  } catch {
    return false;
  }
}

/** What stops a production build: each placeholder or malformed value, naming the variable to set. */
export function contactPointProblems(env: Env): string[] {
  const problems: string[] = [];
  const whatsapp = value(env, 'WHATSAPP_NUMBER')?.replace(/^\+/, '');
  if (!whatsapp || whatsapp === CONTACT_PLACEHOLDERS.whatsappNumber) {
    problems.push('WHATSAPP_NUMBER is not set (the placeholder 919800000000 would be used): set the real chat number');
  } else if (!/^[1-9]\d{7,14}$/.test(whatsapp)) {
    problems.push(
      `WHATSAPP_NUMBER "${whatsapp}" is not an international number (country code and digits, e.g. 919812345678)`,
    );
  }
  const extension = value(env, 'CHROME_EXTENSION_ID');
  if (!extension || extension === CONTACT_PLACEHOLDERS.extensionId) {
    problems.push(
      'CHROME_EXTENSION_ID is not set (the placeholder "influencerly" would be used): set the Chrome Web Store item id',
    );
  } else if (!/^[a-p]{32}$/.test(extension)) {
    problems.push(`CHROME_EXTENSION_ID "${extension}" is not a Chrome Web Store item id (32 letters a to p)`);
  }
  const code = value(env, 'CODE_HOSTING_URL');
  if (!code || code === CONTACT_PLACEHOLDERS.codeHostingUrl) {
    problems.push(
      `CODE_HOSTING_URL is not set (the placeholder ${CONTACT_PLACEHOLDERS.codeHostingUrl} would be used): set the GitHub organisation URL`,
    );
  } else if (!isProfileUrl(code, 'github.com')) {
    problems.push(`CODE_HOSTING_URL "${code}" is not an https address on github.com`);
  }
  for (const { env: variable, host, placeholder, name } of SOCIAL_NETWORKS) {
    const href = value(env, variable);
    if (href === NO_PROFILE) continue;
    if (!href || href === placeholder) {
      problems.push(
        `${variable} is not set (the placeholder ${placeholder} would be used): set the ${name} profile URL, or "${NO_PROFILE}" to leave it out`,
      );
    } else if (!isProfileUrl(href, host)) {
      problems.push(`${variable} "${href}" is not an https address on ${host}`);
    }
  }
  return problems;
}

/** Throws, listing every problem, when `production` and a contact point is a placeholder or malformed. */
export function assertContactPoints(env: Env, production: boolean): void {
  if (!production) return;
  const problems = contactPointProblems(env);
  if (problems.length) {
    throw new Error(
      `Production build refused: outbound contact points are placeholders (docs/decisions/contact-points.md):\n  - ${problems.join('\n  - ')}`,
    );
  }
}
