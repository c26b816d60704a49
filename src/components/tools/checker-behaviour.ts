/**
 * The behaviour of the free checkers and the exact calculator on the tool pages (their markup is static HTML in
 * EngagementChecker.astro, PostChecker.astro and EngagementCalculator.astro). At load they only attach listeners.
 *  - `<free-checker data-kind="engagement|post" data-copy="{…}">`: the submit button is enabled while the input
 *    holds more than spaces; a submit shows the busy label and spinner for CHECK_DELAY_MS (the previous card
 *    dimmed), then a copy of the card's `<template>` filled from ~/lib/tools/result-card replaces the live region's
 *    content.
 *  - `<engagement-calculator data-copy="{…}">`: validates the three fields and shows the exact rate with its band,
 *    or the message naming the field to correct (tied to it with aria-describedby, the field focused).
 */
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';
import { checkerCard, type CheckerCard, type CheckerKind } from '~/lib/tools/result-card';
import { calculateEngagement, formatRate } from '~/lib/tools/engagement-checker';
import { isCheckDisabled, simulateCheck } from '~/lib/tools/check-timer';
import type { BenchmarkBand } from '~/lib/tools/benchmark-bands';

/** The analysis sentence's colours by level (engagement) or performance (post). */
const TONE: Record<CheckerCard['tone'], string> = {
  low: 'bg-orange-50 text-accent-700',
  average: 'bg-brand-100 text-brand-800',
  high: 'bg-emerald-50 text-emerald-800',
  poor: 'bg-orange-50 text-accent-700',
  good: 'bg-brand-100 text-brand-800',
  excellent: 'bg-emerald-50 text-emerald-800',
};

/** The calculator result's colours by benchmark band. */
const BAND_TONE: Record<BenchmarkBand, string> = {
  low: 'bg-orange-50 text-accent-700',
  average: 'bg-brand-100 text-brand-800',
  high: 'bg-emerald-50 text-emerald-800',
  'very-high': 'bg-emerald-100 text-emerald-800',
};

const classes = (s: string) => s.split(' ');

/** Fills a copy of the card template with `card`; a photo's card has no Views figure and two wider last figures. */
export function renderCard(template: HTMLTemplateElement, card: CheckerCard): HTMLElement {
  const section = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  for (const el of section.querySelectorAll<HTMLElement>('[data-field]')) {
    const text = card.fields[el.dataset.field!];
    if (text !== undefined) el.textContent = text;
  }
  section.querySelector('[data-field="analysis"]')?.classList.add(...classes(TONE[card.tone]));
  if (card.postType) {
    const url = section.querySelector<HTMLElement>('[data-field="post-url"]');
    if (url) url.title = card.fields['post-url'] ?? '';
    for (const icon of section.querySelectorAll<HTMLElement>('[data-post-type]')) {
      if (icon.dataset.postType !== card.postType) icon.remove();
    }
  }
  const views = section.querySelector('[data-metric="views"]');
  if (views && card.fields.views === undefined) {
    views.remove();
    section.querySelector('[data-metric="saves"]')?.classList.replace('sm:col-span-2', 'sm:col-span-3');
    const shares = section.querySelector('[data-metric="shares"]');
    shares?.classList.replace('sm:col-span-2', 'sm:col-span-3');
    shares?.classList.add('col-span-2');
  }
  return section;
}

export class FreeChecker extends BehaviourElement {
  #loading = false;

  protected connect(signal: AbortSignal): void {
    const form = this.querySelector<HTMLFormElement>('form[data-checker-form]');
    const input = form?.querySelector<HTMLInputElement>('input');
    const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
    const results = this.querySelector<HTMLElement>('[data-checker-results]');
    const template = this.querySelector<HTMLTemplateElement>('template[data-checker-card]');
    if (!form || !input || !button || !results || !template) return;
    const kind = this.dataset.kind as CheckerKind;
    const copy = JSON.parse(this.dataset.copy ?? '{}') as Parameters<typeof checkerCard>[2];
    const label = button.querySelector<HTMLElement>('[data-label]')!;
    const idleIcon = button.querySelector<HTMLElement>('[data-icon-idle]')!;
    const busyIcon = button.querySelector<HTMLElement>('[data-icon-busy]')!;

    const sync = () => {
      button.disabled = isCheckDisabled(this.#loading ? 'loading' : 'idle', input.value);
    };
    const setBusy = (busy: boolean) => {
      this.#loading = busy;
      form.setAttribute('aria-busy', String(busy));
      idleIcon.hidden = busy;
      busyIcon.hidden = !busy;
      label.textContent = (busy ? form.dataset.busy : form.dataset.idle) ?? '';
      results.firstElementChild?.classList.toggle('opacity-60', busy);
      sync();
    };

    input.addEventListener('input', sync, { signal });
    form.addEventListener(
      'submit',
      (event) =>
        void (async () => {
          event.preventDefault();
          if (isCheckDisabled(this.#loading ? 'loading' : 'idle', input.value)) return;
          const value = input.value;
          setBusy(true);
          const card = await simulateCheck(() => checkerCard(kind, value, copy));
          if (signal.aborted) return;
          if (card) results.replaceChildren(renderCard(template, card));
          setBusy(false);
        })(),
      { signal },
    );
    // Idle at the start, also when moved mid-check (that check was dropped with the old signal); text typed (or
    // restored by the browser) before this ran counts.
    setBusy(false);
  }
}

export class EngagementCalculator extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const form = this.querySelector<HTMLFormElement>('form');
    const out = this.querySelector<HTMLElement>('[data-calculator-output]');
    const resultTemplate = this.querySelector<HTMLTemplateElement>('template[data-calculator-result]');
    const errorTemplate = this.querySelector<HTMLTemplateElement>('template[data-calculator-error]');
    if (!form || !out || !resultTemplate || !errorTemplate) return;
    const copy = JSON.parse(this.dataset.copy ?? '{}') as {
      errors: Record<'followers' | 'likes' | 'comments', string>;
      bands: Record<BenchmarkBand, string>;
    };
    const inputs = {
      followers: form.elements.namedItem('followers') as HTMLInputElement,
      likes: form.elements.namedItem('likes') as HTMLInputElement,
      comments: form.elements.namedItem('comments') as HTMLInputElement,
    };
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const result = calculateEngagement({
          followers: inputs.followers.value,
          likes: inputs.likes.value,
          comments: inputs.comments.value,
        });
        for (const input of Object.values(inputs)) {
          input.removeAttribute('aria-invalid');
          input.removeAttribute('aria-describedby');
        }
        const clone = (t: HTMLTemplateElement) => t.content.firstElementChild!.cloneNode(true) as HTMLElement;
        if (!result.ok) {
          const error = clone(errorTemplate);
          error.textContent = copy.errors[result.field];
          const input = inputs[result.field];
          input.setAttribute('aria-invalid', 'true');
          input.setAttribute('aria-describedby', error.id);
          out.replaceChildren(error);
          input.focus();
          return;
        }
        const p = clone(resultTemplate);
        p.classList.add(...classes(BAND_TONE[result.band]));
        p.querySelector('[data-field="rate"]')!.textContent = formatRate(result.rate);
        p.querySelector('[data-field="band"]')!.textContent = `(${copy.bands[result.band]})`;
        out.replaceChildren(p);
      },
      { signal },
    );
  }
}

defineElement('free-checker', FreeChecker);
defineElement('engagement-calculator', EngagementCalculator);
