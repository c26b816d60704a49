/**
 * Loaded on the first click of a lead trigger (never with the page): renders the dialog into one host element
 * at the end of <body> and reopens it for later clicks. Each opening is a fresh form with a fresh Idempotency-Key.
 */
import { createRoot, type Root } from 'react-dom/client';
import LeadDialog from './LeadDialog';
import type { LeadDialogConfig } from '~/lib/lead/dialog';
import { track } from '~/lib/insights/track';
import { LEAD_TEXTS_PATH, type LeadTexts } from '~/lib/lead/texts';

let root: Root | null = null;
let texts: Promise<LeadTexts> | null = null;

/** The dialog's texts: one file for the whole site, fetched once (again after a failure). */
export function loadTexts(): Promise<LeadTexts> {
  return (texts ??= fetch(LEAD_TEXTS_PATH)
    .then((r) => {
      if (!r.ok) throw new Error(`${LEAD_TEXTS_PATH} answered ${r.status}`);
      return r.json() as Promise<LeadTexts>;
    })
    .catch((err: unknown) => {
      texts = null;
      throw err;
    }));
}
let opening = 0;

function render(
  { copy, notices }: LeadTexts,
  config: LeadDialogConfig,
  trigger: HTMLElement | null,
  open: boolean,
  key: number,
) {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.leadDialogHost = '';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  root.render(
    <LeadDialog
      key={key}
      copy={copy}
      notices={notices}
      config={config}
      open={open}
      onClose={() => render({ copy, notices }, config, trigger, false, key)}
      returnFocusTo={trigger}
    />,
  );
}

export async function openLeadDialog(config: LeadDialogConfig, trigger: HTMLElement | null): Promise<void> {
  const texts = await loadTexts();
  opening += 1;
  track('open');
  render(texts, config, trigger, true, opening);
}
