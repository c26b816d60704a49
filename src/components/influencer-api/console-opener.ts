/**
 * `<api-console>`: the page-load part of the API console, a few hundred bytes. Its "Open the console" button
 * imports the console island (React, zod and the console, nothing before), which reads the OpenAPI document and
 * renders into the host; focus then moves to the console's first field. A failed load says so and can be retried.
 */
import type * as MountModule from '~/islands/influencer-api/mount';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

let loading: Promise<typeof MountModule> | null = null;
const load = () =>
  (loading ??= import('~/islands/influencer-api/mount').catch((err) => {
    loading = null;
    throw err;
  }));

export class ApiConsoleElement extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const button = this.querySelector<HTMLButtonElement>('[data-console-open]');
    const host = this.querySelector<HTMLElement>('[data-console-host]');
    const status = this.querySelector<HTMLElement>('[data-console-status]');
    if (!button || !host || !status) return;
    button.addEventListener(
      'click',
      () =>
        void (async () => {
          if (button.getAttribute('aria-busy') === 'true') return;
          button.setAttribute('aria-busy', 'true');
          status.textContent = this.dataset.loading ?? '';
          try {
            const { mountConsole } = await load();
            await mountConsole(
              host,
              this.dataset.document!,
              JSON.parse(this.dataset.labels!) as Parameters<typeof MountModule.mountConsole>[2],
            );
            host.hidden = false;
            button.hidden = true;
            status.textContent = '';
            // React renders in a task of its own; focus the first field once it is there.
            const focusFirst = () => host.querySelector<HTMLElement>('[data-autofocus]')?.focus();
            if (host.querySelector('[data-autofocus]')) focusFirst();
            else
              new MutationObserver((_, obs) => (focusFirst(), obs.disconnect())).observe(host, {
                childList: true,
                subtree: true,
              });
          } catch (err) {
            console.error('The console could not be loaded.', err);
            status.textContent = this.dataset.failed ?? '';
          } finally {
            button.removeAttribute('aria-busy');
          }
        })(),
      { signal },
    );
  }
}

defineElement('api-console', ApiConsoleElement);
