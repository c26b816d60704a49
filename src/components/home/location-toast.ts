/**
 * `<location-toast>`: the live region that shows the region's text (`data-text-india` / `data-text-global`) when
 * the region resolves or a `location-changed` event fires. It moves itself into the sticky header (where it
 * hangs below the header's edge); connected there, it listens. Timing: `~/lib/home/toast`.
 */
import { $location } from '~/stores/region';
import { LOCATION_CHANGED_EVENT } from '~/lib/region';
import { createToaster, locationToastText } from '~/lib/home/toast';
import { BehaviourElement, defineElement, onAbort } from '~/components/ui/behaviour-element';

export class LocationToast extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const header = document.querySelector('body header.sticky');
    if (header && !header.contains(this)) {
      header.append(this); // reconnects: the listeners start inside the header
      return;
    }
    const texts = { india: this.dataset.textIndia ?? '', global: this.dataset.textGlobal ?? '' };
    const toaster = createToaster((toasts) => {
      const item = document.querySelector<HTMLTemplateElement>('#location-toast-template')?.content.firstElementChild;
      if (!item) return;
      this.replaceChildren(
        ...toasts.map((t) => {
          const node = item.cloneNode(true) as HTMLElement;
          node.querySelector('[data-toast-text]')!.textContent = t.message;
          return node;
        }),
      );
    });
    onAbort(signal, () => toaster.dismiss());
    const announce = () => {
      const ctx = $location.get();
      if (!ctx.isLoading) toaster.show(locationToastText(ctx.isIndia, texts));
    };
    window.addEventListener(LOCATION_CHANGED_EVENT, announce, { signal });
    // The region may have resolved (from the session cache) before the element connected.
    if (!$location.get().isLoading) announce();
  }
}

defineElement('location-toast', LocationToast);
