/**
 * Loaded on the first click of a lead trigger (never with the page): renders the dialog into one host element
 * at the end of <body> and reopens it for later clicks. Each opening is a fresh form with a fresh Idempotency-Key.
 */
import { createRoot, type Root } from 'react-dom/client';
import LeadDialog from './LeadDialog';
import type { LeadDialogConfig } from '~/lib/lead/dialog';
import { track } from '~/lib/insights/track';
import { LEAD_COPY_ELEMENT_ID } from '~/lib/lead/copy-element';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';

let root: Root | null = null;
let copy: LeadDialogCopy | null = null;

/** The dialog's texts, from the JSON data block LeadButton writes once per page. */
function readCopy(): LeadDialogCopy {
  copy ??= JSON.parse(document.getElementById(LEAD_COPY_ELEMENT_ID)?.textContent ?? 'null') as LeadDialogCopy;
  if (!copy) throw new Error(`The page has no #${LEAD_COPY_ELEMENT_ID} (LeadButton writes it).`);
  return copy;
}
let opening = 0;

function render(config: LeadDialogConfig, trigger: HTMLElement | null, open: boolean, key: number) {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.leadDialogHost = '';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  root.render(
    <LeadDialog
      key={key}
      copy={readCopy()}
      config={config}
      open={open}
      onClose={() => render(config, trigger, false, key)}
      returnFocusTo={trigger}
    />,
  );
}

export function openLeadDialog(config: LeadDialogConfig, trigger: HTMLElement | null): void {
  opening += 1;
  track('open');
  render(config, trigger, true, opening);
}
