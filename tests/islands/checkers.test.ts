/**
 * `<free-checker>` and `<engagement-calculator>` (src/components/tools/checker-behaviour.ts) with fake timers, on
 * markup with the hooks of EngagementChecker.astro, PostChecker.astro and EngagementCalculator.astro (the built pages
 * themselves are checked in tests/unit/checker-pages.test.ts): disabled states, the busy label, the result after
 * 1.5 s, the calculator's rate, band and messages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '~/components/tools/checker-behaviour';
import { CHECK_DELAY_MS, estimateEngagement, estimatePost, formatRate } from '~/lib/tools';
import { formatNumber } from '~/lib/dates-and-numbers';
import { collectionFiles } from '~/lib/content/files';
import { toolsSchema } from '~/lib/tools/tools.schema';

// The words as the tool pages pass them, read from the content files.
const tool = (id: string) => toolsSchema.parse(collectionFiles('tools').find((f) => f.id === id)!.data);
const { engagementChecker, calculator, benchmarks } = tool('engagement-checker');
const { postChecker } = tool('post-checker');
const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const metric = (field: string, cls = '') =>
  `<div class="rounded-xl bg-brand-50 p-3 ${cls}" data-metric="${field}"><dt>${field}</dt><dd data-field="${field}"></dd></div>`;
const cardEnd = `<p class="mt-5 rounded-xl px-4 py-3 text-sm font-medium" data-field="analysis"></p>
  <p data-field="formula"></p><p data-field="note"></p><a href="https://app.example/auth/login">Sign up</a>`;
function checkerHtml(
  kind: 'engagement' | 'post',
  copy: object,
  label: string,
  idle: string,
  busy: string,
  card: string,
) {
  return `<free-checker data-kind="${kind}" data-copy="${attr(copy)}">
    <form aria-busy="false" data-checker-form data-idle="${idle}" data-busy="${busy}">
      <label for="in">${label}</label><input id="in" name="x" type="text" value="">
      <button type="submit" disabled><span data-icon-idle><svg></svg></span><span data-icon-busy hidden><svg></svg></span><span data-label>${idle}</span></button>
    </form>
    <div aria-live="polite" data-checker-results></div>
    <template data-checker-card>${card}</template>
  </free-checker>`;
}
const engagementHtml = () =>
  checkerHtml(
    'engagement',
    {
      analysis: engagementChecker!.analysis,
      levels: engagementChecker!.levels,
      note: engagementChecker!.note,
      formula: engagementChecker!.formula,
    },
    engagementChecker!.label,
    engagementChecker!.idle,
    engagementChecker!.busy,
    `<section data-testid="engagement-result" class="transition-opacity"><h2 data-field="username"></h2>
      <span>${engagementChecker!.estimate}</span>
      <dl>${['followers', 'engagement-rate', 'average-likes', 'average-comments'].map((f) => metric(f)).join('')}</dl>${cardEnd}</section>`,
  );
const postHtml = () =>
  checkerHtml(
    'post',
    {
      analysis: postChecker!.analysis,
      performance: postChecker!.performance,
      note: postChecker!.note,
      formula: postChecker!.formula,
    },
    postChecker!.label,
    postChecker!.idle,
    postChecker!.busy,
    `<section data-testid="post-result"><p data-field="post-url"></p>
      <span data-field="post-type"><span data-post-type="Video"><svg></svg></span><span data-post-type="Image"><svg></svg></span><span data-field="post-type-name"></span></span>
      <dl>${['likes', 'comments', 'engagement', 'views', 'saves', 'shares'].map((f) => metric(f, 'sm:col-span-2')).join('')}</dl>${cardEnd}</section>`,
  );
const calculatorHtml =
  () => `<engagement-calculator data-copy="${attr({ errors: calculator!.errors, bands: benchmarks!.bands })}">
  <form novalidate>
    ${(['followers', 'likes', 'comments'] as const)
      .map((n) => `<label for="c-${n}">${calculator!.fields[n].label}</label><input id="c-${n}" name="${n}" value="">`)
      .join('')}
    <button type="submit">${calculator!.submit}</button>
    <div aria-live="polite" data-calculator-output></div>
    <template data-calculator-error><p id="c-error"></p></template>
    <template data-calculator-result><p data-testid="calculator-result">${calculator!.result} <strong data-field="rate"></strong> <span data-field="band"></span></p></template>
  </form></engagement-calculator>`;

/** Parses inertly, then inserts: elements connect with their children in place, as after the HTML parser. */
function mount(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.body.replaceChildren(template.content);
}
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const input = () => $<HTMLInputElement>('free-checker input');
const button = () => $<HTMLButtonElement>('free-checker button');
const type = (el: HTMLInputElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const field = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('<free-checker data-kind="engagement">', () => {
  it('is disabled when empty or blank, shows Checking... while loading and the estimate after 1.5 s', async () => {
    mount(engagementHtml());
    expect(button().disabled).toBe(true);
    type(input(), '   ');
    expect(button().disabled).toBe(true);
    submit($('form'));
    expect($('form').getAttribute('aria-busy')).toBe('false');
    type(input(), 'https://instagram.com/Nike/');
    expect(button().disabled).toBe(false);
    submit($('form'));
    expect(button().textContent).toBe('Checking...');
    expect(button().disabled).toBe(true);
    expect($('form').getAttribute('aria-busy')).toBe('true');
    expect($('[data-icon-idle]').hidden).toBe(true);
    expect($('[data-icon-busy]').hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS - 1);
    expect(document.querySelector('[data-checker-results] [data-testid="engagement-result"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const result = $('[data-checker-results] [data-testid="engagement-result"]');
    const expected = estimateEngagement('nike')!;
    expect(field('username')).toBe('@nike');
    expect(field('followers')).toBe(formatNumber(expected.followers));
    expect(field('engagement-rate')).toBe(formatRate(expected.engagementRate));
    expect(field('average-likes')).toBe(formatNumber(expected.averageLikes));
    expect(field('average-comments')).toBe(formatNumber(expected.averageComments));
    expect(field('analysis')).toMatch(/^This account has (low|average|high) engagement compared to similar-sized/);
    expect(field('note')).toBe(engagementChecker!.note);
    expect(result.textContent).toContain('Estimate');
    expect(button().textContent).toBe('Check Now');
    expect(button().disabled).toBe(false);
    expect($('form').getAttribute('aria-busy')).toBe('false');
    expect($('[data-icon-busy]').hidden).toBe(true);
  });

  it('dims the old card while a new check runs, then replaces it (one card); input typed before it ran counts', async () => {
    const template = document.createElement('template');
    template.innerHTML = engagementHtml();
    template.content.querySelector('input')!.value = 'early';
    document.body.replaceChildren(template.content);
    expect(button().disabled).toBe(false);
    submit($('form'));
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    expect(field('username')).toBe('@early');
    type(input(), 'another_account');
    submit($('form'));
    expect($('[data-testid="engagement-result"]').classList.contains('opacity-60')).toBe(true);
    // A second submit while busy does nothing.
    submit($('form'));
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    // The template's card is inert content, so the page holds exactly one.
    expect(document.querySelectorAll('[data-testid="engagement-result"]').length).toBe(1);
    expect(field('username')).toBe('@another_account');
    expect($('[data-checker-results] section').classList.contains('opacity-60')).toBe(false);
  });

  it('stops when removed from the page: a pending check does not write into a detached card', async () => {
    mount(engagementHtml());
    type(input(), 'nike');
    submit($('form'));
    const el = $('free-checker');
    el.remove();
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    expect(el.querySelector('[data-checker-results]')!.children.length).toBe(0);
  });
});

describe('<free-checker data-kind="post">', () => {
  it('shows Analyzing..., then a reel as a Video result with views (all figures a third wide)', async () => {
    mount(postHtml());
    type(input(), 'https://www.instagram.com/reel/C9xYz12/');
    submit($('form'));
    expect(button().textContent).toBe('Analyzing...');
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    const card = $('[data-checker-results] section');
    const expected = estimatePost('https://www.instagram.com/reel/C9xYz12/')!;
    expect(card.querySelector('[data-field="post-type"]')!.textContent).toBe('Video');
    expect(card.querySelectorAll('[data-post-type]').length).toBe(1);
    expect(card.querySelector('[data-field="views"]')!.textContent).toBe(formatNumber(expected.views!));
    expect(card.querySelector('[data-field="post-url"]')!.getAttribute('title')).toBe('instagram.com/reel/C9xYz12');
    expect(card.querySelector('[data-field="analysis"]')!.textContent).toMatch(/^This post has (poor|good|excellent)/);
    expect(card.querySelector('[data-field="note"]')!.textContent).toBe(postChecker!.note);
    expect(card.querySelector('[data-field="formula"]')!.textContent).toContain(formatNumber(expected.followers));
    expect(
      card.querySelector('[data-field="formula"]')!.textContent.endsWith(`= ${formatRate(expected.engagement)}`),
    ).toBe(true);
    for (const m of card.querySelectorAll('[data-metric]')) expect(m.className).toContain('sm:col-span-2');
  });

  it('an Image has no views; saves and shares share the last row (shares the whole row on a phone)', async () => {
    mount(postHtml());
    type(input(), 'https://www.instagram.com/p/CxYz123/');
    submit($('form'));
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    const card = $('[data-checker-results] section');
    expect(card.querySelector('[data-field="post-type"]')!.textContent).toBe('Image');
    expect(card.querySelector('[data-field="views"]')).toBeNull();
    expect(card.querySelector('[data-metric="saves"]')!.className).toContain('sm:col-span-3');
    expect(card.querySelector('[data-metric="shares"]')!.classList.contains('col-span-2')).toBe(true);
    expect(card.querySelector('[data-metric="shares"]')!.className).toContain('sm:col-span-3');
  });
});

describe('<engagement-calculator>', () => {
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) $<HTMLInputElement>(`input[name="${name}"]`).value = value;
    submit($('engagement-calculator form'));
  };

  it('computes the exact rate and band', () => {
    mount(calculatorHtml());
    fill({ followers: '1000', likes: '55', comments: '5' });
    expect($('[data-calculator-output] [data-testid="calculator-result"]').textContent).toBe(
      'Engagement rate: 6.00% (Very high)',
    );
    expect($('[data-calculator-output] [data-testid="calculator-result"]').className).toContain('bg-emerald-100');
    fill({ followers: '10,000', likes: '300', comments: '50' });
    expect($('[data-calculator-output]').textContent).toBe('Engagement rate: 3.50% (High)');
  });

  it('names the field to correct with the page words, tied to it and focused; a valid submit clears it', () => {
    mount(calculatorHtml());
    fill({ followers: '0', likes: '1', comments: '1' });
    const followers = $<HTMLInputElement>('input[name="followers"]');
    const error = $('[data-calculator-output] p');
    expect(error.textContent).toBe('Enter a follower count greater than 0.');
    expect(followers.getAttribute('aria-invalid')).toBe('true');
    expect(followers.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(followers);
    fill({ followers: '100', likes: 'x', comments: '1' });
    expect($('[data-calculator-output] p').textContent).toBe(calculator!.errors.likes);
    expect(followers.hasAttribute('aria-invalid')).toBe(false);
    expect($('input[name="likes"]').getAttribute('aria-invalid')).toBe('true');
    fill({ followers: '100', likes: '1', comments: '' });
    expect($('[data-calculator-output] p').textContent).toBe(calculator!.errors.comments);
    fill({ followers: '100', likes: '1', comments: '1' });
    expect($('[data-calculator-output]').textContent).toBe('Engagement rate: 2.00% (Average to good)');
    for (const el of document.querySelectorAll('input')) expect(el.hasAttribute('aria-invalid')).toBe(false);
  });
});
