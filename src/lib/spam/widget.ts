/**
 * The invisible proof of work in the browser: an `<altcha-widget>` (ALTCHA v3, `altcha/external` with its PBKDF2 Web
 * Worker bundled as a file of this site, so the CSP's `'self'` covers it) that fetches a challenge from
 * /api/challenge as soon as a form opens and solves it in a worker while the visitor types. Nothing is shown: no
 * checkbox, no puzzle. `payload()` waits for the solution (a submit seldom has to); when the work fails or takes too
 * long it answers null, and the submission is sent without it (the server keeps it as spam for an admin's review,
 * never loses it). Loaded with the form, never with the page.
 */
import { CHALLENGE_PATH, WIDGET_MIN_DURATION_MS } from './contract';

export interface Proof {
  /** The solved payload for the `altcha` field, or null (failed or over `waitMs`). */
  payload(waitMs?: number): Promise<string | null>;
  dispose(): void;
}

/** How long a submit waits for a solution that is still being worked out. */
export const PROOF_WAIT_MS = 20_000;

interface AltchaEvent extends Event {
  detail: { payload?: string; state?: string };
}

let loading: Promise<void> | null = null;

function loadWidget(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return loading;
}

/** Starts the work for one form, inside `host` (an element of the form; the widget renders nothing visible). */
export function startProof(host: HTMLElement): Proof {
  let solved: string | null = null;
  let failed = false;
  let waiters: (() => void)[] = [];
  const settle = () => {
    for (const wake of waiters) wake();
    waiters = [];
  };
  // Typed by the altcha package (its global JSX/DOM declarations) once loaded.
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', CHALLENGE_PATH);
  widget.setAttribute('display', 'invisible');
  widget.setAttribute('auto', 'onload');
  widget.setAttribute(
    'configuration',
    JSON.stringify({ minDuration: WIDGET_MIN_DURATION_MS, humanInteractionSignature: false, hideLogo: true }),
  );
  widget.addEventListener('verified', (e) => {
    solved = (e as AltchaEvent).detail.payload ?? null;
    failed = false;
    settle();
  });
  widget.addEventListener('statechange', (e) => {
    if ((e as AltchaEvent).detail.state !== 'error') return;
    failed = true;
    settle();
  });
  // A form left open past the challenge's hour: start again.
  widget.addEventListener('expired', () => {
    solved = null;
    void widget.verify();
  });
  // The widget draws its (invisible-mode) markup without the package's stylesheet: a hidden holder keeps it unseen.
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.append(widget);
  let disposed = false;
  loadWidget().then(
    () => {
      if (!disposed) host.append(holder);
    },
    (err: unknown) => {
      console.error('The spam check could not load:', err);
      failed = true;
      settle();
    },
  );
  return {
    async payload(waitMs = PROOF_WAIT_MS) {
      if (solved || failed) return solved;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      return solved;
    },
    dispose() {
      disposed = true;
      holder.remove();
      settle();
    },
  };
}
