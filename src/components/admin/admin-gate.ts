/**
 * `<admin-gate>` (AdminGate.astro): the static password form, enhanced. It logs in with fetch (JSON) so the page does
 * not reload, shows the server's answer under the field, and after a login imports the React dashboard
 * (src/islands/admin/mount.tsx, with React: loaded only now) into the slot where the form was. When the dashboard
 * signs out (Logout, an expired session, "log out everywhere") it is unmounted and the form comes back, focused.
 * The state lives in `data-admin-gate` on <html> (none: the form; `checking`; `app`), which the inline script of
 * AdminGate.astro may already have set before the first paint. No React, no schema library here.
 */
import { BehaviourElement } from '~/components/ui/behaviour-element';
import type { AdminCopy } from '~/lib/admin/admin.schema';
import { ADMIN_FLAG_KEY } from '~/lib/admin/session-flag';
import {
  ADMIN_SESSION_PATH as SESSION_PATH,
  outcomeFromHash,
  lockedMessage,
  type GateScriptTexts,
  type LoginOutcome,
} from '~/lib/admin/login';

type GateTexts = GateScriptTexts;

type GateState = 'form' | 'checking' | 'app';

function setState(state: GateState) {
  if (state === 'form') delete document.documentElement.dataset.adminGate;
  else document.documentElement.dataset.adminGate = state;
}

function writeFlag(on: boolean) {
  try {
    if (on) sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
    else sessionStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // storage unavailable: the form shows on every visit
  }
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The text of a form post's outcome (the same words the page holds for `:target`). */
function outcomeText(outcome: LoginOutcome, texts: GateTexts): string {
  switch (outcome.kind) {
    case 'invalid':
      return texts.invalid;
    case 'missing':
      return texts.required;
    case 'locked':
      return lockedMessage(outcome.minutes);
    case 'unavailable':
      return texts.unavailable;
    default:
      return '';
  }
}

export class AdminGate extends BehaviourElement {
  #unmount: (() => void) | null = null;

  protected connect(signal: AbortSignal): void {
    const q = <T extends HTMLElement>(selector: string) => this.querySelector<T>(selector);
    const form = q<HTMLFormElement>('[data-admin-form]');
    const input = q<HTMLInputElement>('input[name=password]');
    // Optional: the one-time code of the second factor (netlify/lib/second-factor.ts).
    const codeInput = this.querySelector<HTMLInputElement>('input[name=code]');
    const toggle = q<HTMLButtonElement>('[data-admin-toggle]');
    const submit = q<HTMLButtonElement>('[data-admin-submit]');
    const label = q<HTMLElement>('[data-admin-submit-label]');
    const spinner = q<HTMLElement>('[data-admin-spinner]');
    const error = q<HTMLElement>('[data-admin-error]');
    const notice = q<HTMLElement>('[data-admin-notice]');
    const app = q<HTMLElement>('[data-admin-app]');
    if (!form || !input || !toggle || !submit || !label || !spinner || !error || !notice || !app) return;
    const texts = JSON.parse(this.dataset.texts ?? '{}') as GateTexts;

    const showError = (message: string, invalid = false) => {
      error.textContent = message;
      notice.hidden = true;
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    };
    const working = (on: boolean) => {
      submit.disabled = on;
      spinner.hidden = !on;
      label.textContent = on ? texts.working : texts.submit;
    };

    // The eye button works only with script: it stays hidden in the static page.
    toggle.hidden = false;
    toggle.addEventListener(
      'click',
      () => {
        const show = input.type === 'password';
        input.type = show ? 'text' : 'password';
        toggle.setAttribute('aria-label', show ? texts.hide : texts.show);
        toggle.setAttribute('aria-pressed', String(show));
        q('[data-admin-eye]')!.hidden = show;
        q('[data-admin-eye-off]')!.hidden = !show;
      },
      { signal },
    );

    const signedOut = (message?: string) => {
      const unmount = this.#unmount;
      this.#unmount = null;
      // Unmounted after React has finished the event that signed out (a root cannot unmount itself mid-render).
      if (unmount) setTimeout(unmount);
      setState('form');
      working(false);
      error.textContent = '';
      notice.textContent = message ?? '';
      notice.hidden = !message;
      input.value = '';
      input.focus();
    };

    const openDashboard = async (verified: boolean) => {
      setState('checking');
      try {
        const [{ mountDashboard }, copy] = [
          await import('~/islands/admin/mount'),
          JSON.parse(app.dataset.copy ?? '{}') as AdminCopy,
        ];
        if (signal.aborted) return;
        this.#unmount = mountDashboard(app, copy, { verified, onSignedOut: signedOut });
        setState('app');
      } catch {
        signedOut(texts.network);
      }
    };

    // The texts `:target` reveals without script: from here on every message shows in the live region.
    for (const element of this.querySelectorAll('[data-admin-outcome]')) element.remove();
    // Back from a plain form post (the form was sent before this script ran): the fragment names the outcome.
    const outcome = outcomeFromHash(location.hash);
    if (outcome) history.replaceState(history.state, '', location.pathname + location.search);
    if (outcome?.kind === 'signed-in') {
      writeFlag(true);
      void openDashboard(false);
    } else if (outcome) {
      showError(outcomeText(outcome, texts), outcome.kind === 'invalid');
      if (readFlag()) writeFlag(false);
    } else if (readFlag()) {
      void openDashboard(false);
    }

    form.addEventListener(
      'submit',
      (event) =>
        void (async () => {
          event.preventDefault();
          if (submit.disabled) return;
          const password = input.value;
          if (!password) return showError(texts.required, true);
          working(true);
          showError('');
          let message: string;
          try {
            const res = await fetch(SESSION_PATH, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(codeInput?.value.trim() ? { password, code: codeInput.value } : { password }),
              credentials: 'same-origin',
            });
            if (res.ok) {
              writeFlag(true);
              input.value = '';
              if (codeInput) codeInput.value = '';
              return void (await openDashboard(true));
            }
            const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
            message =
              res.status === 401
                ? texts.invalid
                : typeof body?.error === 'string' && body.error
                  ? body.error
                  : texts.network;
          } catch {
            message = texts.network;
          }
          working(false);
          showError(message, message === texts.invalid);
          input.focus();
          input.select();
        })(),
      { signal },
    );
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unmount?.();
    this.#unmount = null;
  }
}
