/**
 * `<promo-banner>`: the close button stores the dismissal, hides the banner at once and moves focus to the
 * main content (the button it was on is gone). Storage rules: `~/lib/home/promo`.
 */
import { closePromoBanner } from '~/lib/home/promo';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class PromoBanner extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    this.querySelector('[data-promo-close]')?.addEventListener(
      'click',
      () => {
        closePromoBanner(localStorage, document.documentElement);
        document.getElementById('main')?.focus({ preventScroll: true });
      },
      { signal },
    );
  }
}

defineElement('promo-banner', PromoBanner);
