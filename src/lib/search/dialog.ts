/**
 * The search dialog: a native <dialog> built on first open, Pagefind loaded from /pagefind/ at that
 * moment. Results are real links; ↓/↑ move between the search box and the results, Enter follows the focused one,
 * Escape closes and focus goes back to where it was. No framework.
 */
import { SEARCH_KINDS, pageUrl } from './rules';
import { fill } from '../copy/placeholders';
import type { SearchDialogCopy } from './search.schema';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    q: string,
    o?: { filters?: Record<string, string> },
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

export const MAX_RESULTS = 8;
const ID = 'site-search';
let dialog: HTMLDialogElement | undefined;
let pagefind: Promise<Pagefind> | undefined;
let returnFocus: HTMLElement | null = null;

function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ excerptLength: 22 });
    await pf.init();
    return pf;
  });
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Pagefind excerpts are escaped text with <mark> around matches: keep only those tags. */
export function safeExcerpt(html: string): string {
  return esc(html.replace(/<(\/?)mark>/g, '\uE000$1\uE001').replace(/<[^>]*>/g, ''))
    .replace(/\uE000(\/?)\uE001/g, '<$1mark>')
    .replace(/&#38;(amp|lt|gt|quot|#39|#x27);/g, '&$1;');
}

/** The status line after a search: none found, or how many (and how many are listed), in the chosen kind. */
export function statusLine(copy: SearchDialogCopy, count: number, query: string, kind: string): string {
  const where = kind ? fill(copy.where, { kind }) : '';
  if (count === 0) return fill(copy.none, { query, where });
  const more = count > MAX_RESULTS ? fill(copy.more, { max: MAX_RESULTS }) : '';
  return fill(count === 1 ? copy.one : copy.other, { count, query, where, more });
}

function build(copy: SearchDialogCopy): HTMLDialogElement {
  const d = document.createElement('dialog');
  d.id = ID;
  d.setAttribute('aria-labelledby', `${ID}-title`);
  d.className =
    'search-dialog m-0 mx-auto mt-[8vh] w-[min(40rem,calc(100vw-1.5rem))] max-h-[84vh] overflow-hidden rounded-2xl border border-line bg-white p-0 text-ink-700 shadow-2xl backdrop:bg-ink-900/50';
  const kinds = [copy.allKinds, ...SEARCH_KINDS]
    .map(
      (k, i) =>
        `<label class="cursor-pointer"><input type="radio" name="${ID}-kind" value="${i === 0 ? '' : esc(k)}" ${i === 0 ? 'checked' : ''} class="peer sr-only"><span class="inline-flex rounded-full border border-line px-3 py-1 text-sm font-medium text-ink-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500">${esc(k)}</span></label>`,
    )
    .join('');
  d.innerHTML = `
    <div class="flex max-h-[84vh] flex-col">
      <div class="flex items-center justify-between gap-3 border-b border-line px-4 pb-3 pt-4">
        <h2 id="${ID}-title" class="text-lg font-bold text-ink-900">${esc(copy.title)}</h2>
        <button type="button" data-search-close class="inline-flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-surface-muted" aria-label="${esc(copy.close)}">
          <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>
        </button>
      </div>
      <div class="grid gap-3 px-4 py-3">
        <label for="${ID}-input" class="text-sm font-semibold text-ink-900">${esc(copy.inputLabel)}</label>
        <input id="${ID}-input" type="search" autocomplete="off" spellcheck="false" enterkeyhint="search" aria-describedby="${ID}-status"
          class="w-full rounded-lg border border-ink-500 px-3 py-2 text-base text-ink-900 placeholder:text-ink-500" placeholder="${esc(copy.placeholder)}">
        <fieldset class="flex flex-wrap gap-2"><legend class="sr-only">${esc(copy.kindLegend)}</legend>${kinds}</fieldset>
      </div>
      <p id="${ID}-status" role="status" class="px-4 pb-2 text-sm text-ink-600">${esc(copy.idle)}</p>
      <ul id="${ID}-results" aria-label="${esc(copy.results)}" class="grid gap-1 overflow-y-auto px-2 pb-3"></ul>
    </div>`;
  document.body.append(d);

  const input = d.querySelector<HTMLInputElement>(`#${ID}-input`)!;
  const status = d.querySelector<HTMLElement>(`#${ID}-status`)!;
  const list = d.querySelector<HTMLUListElement>(`#${ID}-results`)!;
  const kind = () => d.querySelector<HTMLInputElement>(`input[name="${ID}-kind"]:checked`)?.value ?? '';
  let seq = 0;

  async function run() {
    const q = input.value.trim();
    const mine = ++seq;
    if (!q) {
      list.replaceChildren();
      status.textContent = copy.idle;
      return;
    }
    status.textContent = copy.searching;
    let pf: Pagefind;
    try {
      pf = await loadPagefind();
    } catch {
      if (mine === seq) status.textContent = copy.failed;
      return;
    }
    const k = kind();
    const found = await pf.debouncedSearch(q, k ? { filters: { kind: k } } : {}, 120);
    if (!found || mine !== seq) return;
    const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    if (mine !== seq) return;
    list.replaceChildren(
      ...data.map((r) => {
        const li = document.createElement('li');
        li.innerHTML = `<a href="${esc(pageUrl(r.url))}" class="block rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50">
          <span class="flex items-baseline justify-between gap-3"><span class="font-semibold text-ink-900">${esc(r.meta.title ?? pageUrl(r.url))}</span>
          <span class="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-600">${esc(r.meta.kind ?? copy.defaultKind)}</span></span>
          <span class="mt-1 block text-sm text-ink-600 [&_mark]:rounded [&_mark]:bg-brand-100 [&_mark]:px-0.5 [&_mark]:text-ink-900">${safeExcerpt(r.excerpt)}</span></a>`;
        return li;
      }),
    );
    const n = found.results.length;
    status.textContent = statusLine(copy, n, q, k);
  }

  input.addEventListener('input', () => void run());
  d.querySelector('fieldset')!.addEventListener('change', () => void run());
  d.querySelector('[data-search-close]')!.addEventListener('click', () => d.close());
  d.addEventListener('click', (e) => {
    if (e.target === d) d.close();
  });
  d.addEventListener('close', () => {
    const back =
      returnFocus && returnFocus.isConnected && returnFocus.offsetParent !== null
        ? returnFocus
        : document.querySelector<HTMLElement>('[data-search-open="header"]');
    back?.focus();
  });
  d.addEventListener('keydown', (e) => {
    // Escape always closes (a search box would otherwise only clear its text first).
    if (e.key === 'Escape') {
      e.preventDefault();
      d.close();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (document.activeElement === input) {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        links[0].focus();
      }
    } else if (at >= 0) {
      e.preventDefault();
      if (e.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)].focus();
      else if (at === 0) input.focus();
      else links[at - 1].focus();
    }
  });
  return d;
}

/** Open the search dialog (building it on first use); `opener` gets focus back on close. */
export function openSearch(opener: HTMLElement | null, copy: SearchDialogCopy): void {
  dialog ??= build(copy);
  if (dialog.open) {
    dialog.querySelector<HTMLInputElement>('input[type="search"]')!.focus();
    return;
  }
  // showModal() closes the open drawer (a popover), so the search sits on top of the page.
  returnFocus = opener && opener !== document.body ? opener : null;
  dialog.showModal();
  const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
  input.focus();
  input.select();
  void loadPagefind().catch(() => {});
}
