/**
 * The one way static HTML gets behaviour: a custom element that wraps its component's markup. Behaviour starts
 * in `connect` (called from connectedCallback) and everything it registers is torn down on disconnect through
 * the AbortSignal it receives: pass it to addEventListener, or `onAbort` an observer's disconnect.
 */
export abstract class BehaviourElement extends HTMLElement {
  #abort: AbortController | null = null;

  connectedCallback(): void {
    this.#abort?.abort();
    this.#abort = new AbortController();
    this.connect(this.#abort.signal);
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
    this.#abort = null;
  }

  protected abstract connect(signal: AbortSignal): void;
}

/** Runs `cleanup` when `signal` aborts (observers, timers, store subscriptions). */
export function onAbort(signal: AbortSignal, cleanup: () => void): void {
  signal.addEventListener('abort', cleanup, { once: true });
}

/** Defines a custom element once: a module evaluated twice (or two bundles) must not throw. */
export function defineElement(name: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, ctor);
}
