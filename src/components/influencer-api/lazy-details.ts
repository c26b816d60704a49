/**
 * `<lazy-details>`: wraps a `<details>` whose content waits in `template[data-lazy-content]`; the first time the
 * disclosure opens (a click, the keyboard, `open` set by script, find-in-page does not reach it) the template's
 * content replaces the template.
 */
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class LazyDetails extends BehaviourElement {
  /** Puts the template's content in place (once). */
  materialize(): void {
    const template = this.querySelector<HTMLTemplateElement>('template[data-lazy-content]');
    template?.replaceWith(template.content);
  }

  protected connect(signal: AbortSignal): void {
    const details = this.querySelector('details');
    if (!details) return;
    if (details.open) this.materialize();
    details.addEventListener(
      'toggle',
      () => {
        if (details.open) this.materialize();
      },
      { signal },
    );
  }
}

defineElement('lazy-details', LazyDetails);
