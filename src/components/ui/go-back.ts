/** `<go-back>`: its `[data-go-back]` button returns to the previous page, or to the home page when there is none. */
import { BehaviourElement, defineElement } from './behaviour-element';

export class GoBack extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    this.querySelector('[data-go-back]')?.addEventListener(
      'click',
      () => {
        if (history.length > 1) history.back();
        else location.href = '/';
      },
      { signal },
    );
  }
}

defineElement('go-back', GoBack);
