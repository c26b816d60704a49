/**
 * The page-load part of the lead dialog: a few hundred bytes, no React. A click on any [data-lead-trigger]
 * imports the dialog island (first time) and opens it with the button's config; later clicks reuse it.
 * Clicks made before this module ran were queued by the inline snippet in LeadButton.astro (window.__leadQ).
 * Hover or focus on a trigger starts the import early.
 */
import { DEFAULT_PROGRAM_TYPE, type LeadDialogConfig } from '~/lib/lead/dialog';
import type * as MountModule from '~/islands/lead/mount';

declare global {
  interface Window {
    __leadQ?: Element[];
    __leadReady?: boolean;
  }
}

type Mount = typeof MountModule;
let loading: Promise<Mount> | null = null;
const load = () => (loading ??= import('~/islands/lead/mount').catch((err) => { loading = null; throw err; }));

const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-lead-trigger]') : null);

function configOf(el: HTMLElement): LeadDialogConfig {
  let raw: Partial<LeadDialogConfig> = {};
  try {
    raw = JSON.parse(el.dataset.leadConfig || '{}');
  } catch {
    /* a broken attribute still opens the default dialog */
  }
  // LeadButton always writes a title and a description; a broken attribute leaves them to the dialog's defaults.
  return { title: raw.title || '', description: raw.description || '', programType: raw.programType || DEFAULT_PROGRAM_TYPE, ...raw } as LeadDialogConfig;
}

async function open(trigger: HTMLElement) {
  trigger.setAttribute('aria-busy', 'true');
  try {
    (await load()).openLeadDialog(configOf(trigger), trigger);
  } catch (err) {
    console.error('The form could not be loaded.', err);
  } finally {
    trigger.removeAttribute('aria-busy');
  }
}

document.addEventListener('click', (e) => {
  const trigger = triggerOf(e.target);
  if (!trigger) return;
  e.preventDefault();
  void open(trigger);
});
const warm = (e: Event) => { if (triggerOf(e.target)) load().catch(() => {}); };
document.addEventListener('pointerover', warm, { passive: true });
document.addEventListener('focusin', warm);

window.__leadReady = true;
const queued = (window.__leadQ ?? []).splice(0);
const last = queued[queued.length - 1];
if (last instanceof HTMLElement) void open(last);
