/**
 * `<newsletter-form>`: submits its form through `~/lib/newsletter/client` (JSON) instead of the plain form post,
 * shows the busy label on the button meanwhile, then the result under the field; an invalid address is marked
 * and focused, a success clears the form. The words come from the form's `data-newsletter-copy`.
 */
import type { NewsletterMessages } from '~/lib/newsletter/newsletter.schema';
import type { Proof } from '~/lib/spam/widget';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class NewsletterForm extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const form = this.querySelector<HTMLFormElement>('form[data-newsletter-form]');
    const input = form?.querySelector<HTMLInputElement>('input[name=email]');
    const bot = form?.querySelector<HTMLInputElement>('input[name=botField]');
    const button = form?.querySelector<HTMLButtonElement>('[data-newsletter-submit]');
    const message = form?.querySelector<HTMLElement>('[data-newsletter-message]');
    if (!form || !input || !bot || !button || !message) return;
    const copy = JSON.parse(form.dataset.newsletterCopy ?? '{}') as {
      submit: string;
      submitting: string;
      messages: NewsletterMessages;
    };
    // The invisible spam check starts when the visitor first reaches the form (not with the page) and is solved
    // while they type; each sign-up sent uses one solution, the next starts afresh.
    let proof: Promise<Proof> | null = null;
    const startProofOnce = () => (proof ??= import('~/lib/spam/widget').then(({ startProof }) => startProof(form)));
    form.addEventListener('focusin', () => void startProofOnce(), { signal });
    signal.addEventListener('abort', () => void proof?.then((p) => p.dispose()));
    form.addEventListener(
      'submit',
      (event) =>
        void (async () => {
          event.preventDefault();
          // A state shown after a form post (the fragment) gives way to this submission's message.
          if (location.hash.startsWith('#newsletter-')) {
            history.replaceState(history.state, '', location.pathname + location.search);
          }
          button.disabled = true;
          button.textContent = copy.submitting;
          message.textContent = '';
          // The client (and the schema library it validates answers with) loads on the first submit, not with the page.
          const { subscribe, validateEmail } = await import('~/lib/newsletter/client');
          // An address the client refuses sends nothing, so it needs no proof.
          const started = validateEmail(input.value, copy.messages) === null ? startProofOnce() : null;
          const altcha = started ? await (await started).payload() : null;
          const result = await subscribe(input.value, bot.value, copy.messages, fetch, altcha);
          if (result.ok && started) {
            proof = null;
            void started.then((p) => p.dispose());
          }
          button.disabled = false;
          button.textContent = copy.submit;
          message.textContent = result.message;
          message.dataset.state = result.ok ? 'success' : 'error';
          message.className = `mt-3 min-h-6 text-sm font-medium ${result.ok ? 'text-emerald-200' : 'text-amber-200'}`;
          if (result.ok) {
            input.removeAttribute('aria-invalid');
            form.reset();
          } else if (result.field === 'email') {
            input.setAttribute('aria-invalid', 'true');
            input.focus();
          } else {
            input.removeAttribute('aria-invalid');
          }
        })(),
      { signal },
    );
  }
}

defineElement('newsletter-form', NewsletterForm);
