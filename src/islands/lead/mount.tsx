/**
 * Loaded on the first click of a lead trigger (never with the page): renders the dialog into one host element
 * at the end of <body> and reopens it for later clicks. Each opening is a fresh form with a fresh Idempotency-Key.
 */
import { createRoot, type Root } from 'react-dom/client';
import LeadDialog from './LeadDialog';
import type { LeadDialogConfig } from '~/lib/lead/dialog';

let root: Root | null = null;
let opening = 0;

function render(config: LeadDialogConfig, trigger: HTMLElement | null, open: boolean, key: number) {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.leadDialogHost = '';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  root.render(<LeadDialog key={key} config={config} open={open} onClose={() => render(config, trigger, false, key)} returnFocusTo={trigger} />);
}

export function openLeadDialog(config: LeadDialogConfig, trigger: HTMLElement | null): void {
  opening += 1;
  render(config, trigger, true, opening);
}
