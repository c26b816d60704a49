import { site } from '~/config/site';

/** Content links may say `app:login` (the app's login page) or `app:demo` (the scheduling page) instead of a host. */
export function resolveHref(href: string): string {
  if (href === 'app:login') return site.loginUrl;
  if (href === 'app:demo') return site.schedulingUrl;
  return href;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(resolveHref(href));
}
