// @vitest-environment happy-dom
/**
 * The built tool pages (dist/, made by the unit project's global setup) with their real markup and the checkers'
 * module: no island, labelled controls, live regions, and a check and a calculation run end to end on that markup.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECK_DELAY_MS, estimateEngagement, estimatePost, formatRate } from '~/lib/tools';
import { formatNumber } from '~/lib/dates-and-numbers';

const html = (route: string) => readFileSync(resolve(import.meta.dirname, '../../dist', `${route}.html`), 'utf8');
/** The page's body, parsed inertly (no script runs) and inserted, as after the HTML parser. */
function mount(route: string): void {
  const template = document.createElement('template');
  template.innerHTML = html(route).match(/<body[^>]*>([\s\S]*)<\/body>/)![1]!;
  document.body.replaceChildren(template.content);
}
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeAll(async () => {
  await import('~/components/tools/checker-behaviour');
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe.each([
  ['tools/engagement-checker', 'engagement', 'username', 'Instagram username or profile URL', 'Check Now'],
  ['tools/post-checker', 'post', 'postUrl', 'Instagram post URL', 'Analyze Post'],
])('%s as built', (route, kind, name, label, idle) => {
  it('holds no island and no framework, and a labelled input, a real disabled button and a live region', () => {
    const page = html(route);
    expect(page).not.toContain('<astro-island');
    expect(page).not.toMatch(/renderer-url|component-url/);
    mount(route);
    const checker = $(`free-checker[data-kind="${kind}"]`);
    const input = checker.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    expect(checker.querySelector(`label[for="${input.id}"]`)!.textContent.trim()).toBe(label);
    const button = checker.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent.trim()).toBe(idle);
    expect(checker.querySelector('[data-checker-results]')!.getAttribute('aria-live')).toBe('polite');
    // The card waits in a template: nothing of it is on the page (or in the accessibility tree) before a check.
    expect(document.querySelector('[data-testid$="-result"]')).toBeNull();
  });
});

describe('the checks on the built pages', () => {
  it('the engagement checker fills its card, whose heading names it, after CHECK_DELAY_MS', async () => {
    vi.useFakeTimers();
    mount('tools/engagement-checker');
    const form = $<HTMLFormElement>('free-checker form');
    type(form.querySelector('input')!, '@Some.Creator');
    submit(form);
    expect(form.querySelector('button')!.textContent.trim()).toBe('Checking...');
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    const card = $('[data-checker-results] [data-testid="engagement-result"]');
    const r = estimateEngagement('some.creator')!;
    expect(document.getElementById(card.getAttribute('aria-labelledby')!)!.textContent).toBe('@some.creator');
    expect(card.querySelector('[data-field="engagement-rate"]')!.textContent).toBe(formatRate(r.engagementRate));
    expect(card.querySelector('[data-field="average-likes"]')!.textContent).toBe(formatNumber(r.averageLikes));
    expect(card.querySelector('[data-field="analysis"]')!.className).toMatch(/bg-(orange|brand|emerald)-/);
    expect(card.querySelector('a[target="_blank"]')!.textContent).toContain('Sign up for detailed analytics');
  });

  it('the post checker shows a photo without views and the icon of its type only', async () => {
    vi.useFakeTimers();
    mount('tools/post-checker');
    const form = $<HTMLFormElement>('free-checker form');
    type(form.querySelector('input')!, 'https://www.instagram.com/p/CxYz123/');
    submit(form);
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS);
    const card = $('[data-checker-results] [data-testid="post-result"]');
    expect(card.querySelector('[data-field="post-type"]')!.textContent.trim()).toBe('Image');
    expect(card.querySelectorAll('[data-field="post-type"] svg').length).toBe(1);
    expect(card.querySelector('[data-field="views"]')).toBeNull();
    expect(card.querySelectorAll('dd[data-field]').length).toBe(5);
    expect(card.querySelector('[data-field="likes"]')!.textContent).toBe(
      formatNumber(estimatePost('https://www.instagram.com/p/CxYz123/')!.likes),
    );
  });

  it('the calculator ties its message to the field it names and shows the rate with the band', () => {
    mount('tools/engagement-checker');
    const form = $<HTMLFormElement>('engagement-calculator form');
    const followers = form.querySelector<HTMLInputElement>('input[name="followers"]')!;
    expect(form.querySelector(`label[for="${followers.id}"]`)!.textContent.trim()).toBe('Followers');
    submit(form);
    const message = document.getElementById(followers.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Enter a follower count greater than 0.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    followers.value = '10,000';
    form.querySelector<HTMLInputElement>('input[name="likes"]')!.value = '300';
    form.querySelector<HTMLInputElement>('input[name="comments"]')!.value = '50';
    submit(form);
    expect(followers.hasAttribute('aria-describedby')).toBe(false);
    expect(form.querySelector('[data-testid="calculator-result"]')!.textContent).toBe('Engagement rate: 3.50% (High)');
  });
});
