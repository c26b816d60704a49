/** Promo banner flag: closing is permanent. */
export const PROMO_CLOSED_KEY = 'promo-banner-closed';

export function isPromoClosed(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return storage?.getItem(PROMO_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Stores the flag and hides the banner at once (html[data-promo-closed], the same hook the head script sets). */
export function closePromoBanner(
  storage: Pick<Storage, 'setItem'> | null | undefined,
  root?: { dataset: DOMStringMap },
): void {
  try {
    storage?.setItem(PROMO_CLOSED_KEY, 'true');
  } catch {
    /* private mode: the banner still closes for this page */
  }
  if (root) root.dataset.promoClosed = 'true';
}
