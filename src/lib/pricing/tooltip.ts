/**
 * Tooltip timing: a tooltip opens 700 ms after the pointer rests on its trigger; once one has
 * closed, another opened within the 300 ms skip delay opens at once (moving along a row of tooltips feels
 * instant). Keyboard focus opens at once. Escape closes. Pure timing logic: the DOM wiring calls these methods,
 * and the tests drive them with fake timers.
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const realClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Shared by every tooltip on a page (like a provider): holds the skip-delay window. */
export class TooltipGroup {
  readonly openDelay: number;
  readonly skipDelay: number;
  readonly clock: Clock;
  /** True when the next pointer-open must wait for the open delay. */
  private delayed = true;
  private skipTimer: unknown = undefined;
  private current: Tooltip | undefined;

  constructor(opts: { openDelay?: number; skipDelay?: number; clock?: Clock } = {}) {
    this.openDelay = opts.openDelay ?? TOOLTIP_OPEN_DELAY_MS;
    this.skipDelay = opts.skipDelay ?? TOOLTIP_SKIP_DELAY_MS;
    this.clock = opts.clock ?? realClock;
  }

  get isOpenDelayed(): boolean {
    return this.delayed;
  }

  /** Creates a tooltip that reports its visibility through `onChange`. */
  create(onChange: (open: boolean) => void): Tooltip {
    return new Tooltip(this, onChange);
  }

  /** @internal */
  opened(t: Tooltip): void {
    if (this.skipTimer !== undefined) this.clock.clearTimeout(this.skipTimer);
    this.skipTimer = undefined;
    this.delayed = false;
    if (this.current && this.current !== t) this.current.close();
    this.current = t;
  }

  /** @internal */
  closed(t: Tooltip): void {
    if (this.current === t) this.current = undefined;
    if (this.skipTimer !== undefined) this.clock.clearTimeout(this.skipTimer);
    this.skipTimer = this.clock.setTimeout(() => {
      this.skipTimer = undefined;
      this.delayed = true;
    }, this.skipDelay);
  }
}

export class Tooltip {
  private openTimer: unknown = undefined;
  private _open = false;
  private hovered = false;
  private focused = false;

  constructor(
    private readonly group: TooltipGroup,
    private readonly onChange: (open: boolean) => void,
  ) {}

  get isOpen(): boolean {
    return this._open;
  }

  pointerEnter(): void {
    this.hovered = true;
    if (this._open || this.openTimer !== undefined) return;
    if (!this.group.isOpenDelayed) return this.open();
    this.openTimer = this.group.clock.setTimeout(() => {
      this.openTimer = undefined;
      this.open();
    }, this.group.openDelay);
  }

  pointerLeave(): void {
    this.hovered = false;
    this.cancelTimer();
    if (!this.focused) this.close();
  }

  focus(): void {
    this.focused = true;
    this.cancelTimer();
    this.open();
  }

  blur(): void {
    this.focused = false;
    if (!this.hovered) this.close();
  }

  /** Escape dismisses without moving focus or pointer (WCAG 1.4.13). */
  escape(): void {
    this.cancelTimer();
    this.close();
  }

  close(): void {
    this.cancelTimer();
    if (!this._open) return;
    this._open = false;
    this.onChange(false);
    this.group.closed(this);
  }

  private open(): void {
    if (this._open) return;
    this._open = true;
    this.group.opened(this);
    this.onChange(true);
  }

  private cancelTimer(): void {
    if (this.openTimer !== undefined) this.group.clock.clearTimeout(this.openTimer);
    this.openTimer = undefined;
  }
}
