/**
 * `<lead-trigger>`: the page-load part of the lead dialog, a few hundred bytes, no React. A click on its
 * `[data-lead-trigger]` button imports the dialog island (first time) and opens it with the button's config;
 * later clicks reuse it. Hover or focus starts the import early. Clicks made before this module ran were
 * held by the inline snippet in LeadButton.astro (window.__leadQ, src/lib/ui/early-clicks.ts); the hold is released
 * here and the last one replayed.
 */
// Only zod-free modules here: this element is in the behaviours module every page loads (behaviours.ts).
import { DEFAULT_PROGRAM_TYPE } from '~/lib/lead/kinds';
import type { LeadDialogConfig } from '~/lib/lead/dialog';
import type * as MountModule from '~/islands/lead/mount';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';
import type { EarlyClicks } from '~/lib/ui/early-clicks';

declare global {
  interface Window {
    __leadQ?: EarlyClicks;
    /** This module has run: lead-trigger clicks are its own now. */
    __leadReady?: boolean;
  }
}

type Mount = typeof MountModule;
let loading: Promise<Mount> | null = null;
const load = () =>
  (loading ??= import('~/islands/lead/mount').catch((err) => {
    loading = null;
    throw err;
  }));

function configOf(el: HTMLElement): LeadDialogConfig {
  let raw: Partial<LeadDialogConfig> = {};
  try {
    raw = JSON.parse(el.dataset.leadConfig || '{}') as Partial<LeadDialogConfig>;
  } catch {
    /* a broken attribute still opens the default dialog */
  }
  // LeadButton always writes a title and a description; a broken attribute leaves them to the dialog's defaults.
  return {
    title: raw.title || '',
    description: raw.description || '',
    programType: raw.programType || DEFAULT_PROGRAM_TYPE,
    ...raw,
  };
}

async function open(trigger: HTMLElement): Promise<void> {
  trigger.setAttribute('aria-busy', 'true');
  try {
    await (await load()).openLeadDialog(configOf(trigger), trigger);
  } catch (err) {
    console.error('The form could not be loaded.', err);
  } finally {
    trigger.removeAttribute('aria-busy');
  }
}

export class LeadTrigger extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const trigger = this.querySelector<HTMLElement>('[data-lead-trigger]');
    if (!trigger) return;
    trigger.addEventListener(
      'click',
      (e) => {
        e.preventDefault();
        void open(trigger);
      },
      { signal },
    );
    const warm = () => {
      load()
        .then((mount) => mount.loadTexts())
        .catch(() => {});
    };
    trigger.addEventListener('pointerover', warm, { passive: true, signal });
    trigger.addEventListener('focusin', warm, { signal });
  }
}

defineElement('lead-trigger', LeadTrigger);

window.__leadReady = true;
const early = window.__leadQ?.release() ?? [];
const last = early[early.length - 1];
if (last) void open(last);
