/**
 * The visit's attribution in `sessionStorage` (this tab, this visit: no cookie, nothing kept across visits).
 * `recordPageView` runs once per page view among the page's deferred module scripts (BaseLayout); the lead dialog
 * reads the state with `attributionForLead`. Blocked or full storage is never an error: the page view is simply
 * not kept, and a submission then names its own page as the landing page.
 */
import { ATTRIBUTION_STORAGE_KEY, captureVisit, leadAttribution, type Attribution } from './capture';

function read(storage: Storage): unknown {
  try {
    return JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export function recordPageView(win: Window = window): void {
  try {
    const next = captureVisit(read(win.sessionStorage), win.location, win.document.referrer);
    win.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked (privacy settings) or full: this page view is not kept.
  }
}

export function attributionForLead(win: Window = window): Attribution {
  let visit: unknown = null;
  try {
    visit = read(win.sessionStorage);
  } catch {
    // Storage blocked: leadAttribution falls back to this page.
  }
  return leadAttribution(visit, win.location, win.document.referrer);
}
