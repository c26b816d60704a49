/**
 * Browser side of /cms: loads Decap CMS from this origin, registers the widget for plan limits (a number or
 * "unlimited") and previews of case studies (with the cover the site draws), blog posts and testimonials drawn
 * with the site's own stylesheet,
 * then starts the editor. Decap brings its own React; `window.h` is its createElement.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { storyCoverSvg } from '../stories/cover';
import { coverAssetsFromData, isStatistic, type CoverAssets, type CoverAssetsData } from '../stories/cover-text';
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type Entry = { getIn: (path: string[]) => any };
type PreviewProps = {
  entry: Entry;
  widgetFor: (name: string) => unknown;
  getAsset: (path: string) => { toString(): string } | undefined;
};

declare global {
  interface Window {
    CMS?: any;
    CMS_MANUAL_INIT?: boolean;
    h?: H;
  }
}

const DECAP_SRC = '/cms/decap/decap-cms.js';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(s);
  });
}

const text = (entry: Entry, ...path: string[]) => {
  const v = entry.getIn(['data', ...path]);
  return v === undefined || v === null ? '' : String(v);
};
const list = (entry: Entry, ...path: string[]): any[] => entry.getIn(['data', ...path])?.toJS?.() ?? [];
const asset = (props: PreviewProps, path: string) => (path ? (props.getAsset(path)?.toString() ?? '') : '');

/** The cover assets the page embeds (src/pages/cms.astro), read once. */
let assets: CoverAssets | null | undefined;
function cmsCoverAssets(): CoverAssets | null {
  if (assets === undefined) {
    const json = document.getElementById('cover-assets')?.textContent;
    assets = json ? coverAssetsFromData(JSON.parse(json) as CoverAssetsData) : null;
  }
  return assets;
}

/** A story's file name from its company name, as the CMS makes it ("Acme Home Goods" -> "acme-home-goods"). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * What the story page shows, in its order and with its rules: the cover drawn from the results (the page never
 * shows the hero image, which feeds search engines' structured data), the logo alone (it names the company), the
 * results as big figures only when they hold a number, and the quote credited by position unless the name is
 * consented.
 */
function caseStudyPreview(h: H) {
  return (props: PreviewProps) => {
    const { entry } = props;
    const slug = String(entry.getIn(['slug']) ?? '') || slugOf(text(entry, 'companyName'));
    const results = list(entry, 'results').map((r: { title?: string; description?: string }) => ({
      title: r.title ?? '',
      description: r.description ?? '',
    }));
    const coverAssets = cmsCoverAssets();
    let cover = '';
    let coverProblem = '';
    if (coverAssets && results.length && results[0]!.title) {
      try {
        cover = storyCoverSvg({ id: slug, industry: text(entry, 'industry'), results }, coverAssets);
      } catch (err) {
        coverProblem = (err as Error).message;
      }
    }
    const logo = asset(props, text(entry, 'logo'));
    const quote = text(entry, 'testimonial', 'quote');
    const named = entry.getIn(['data', 'testimonial', 'consentedName']) === true;
    const credit = [named ? text(entry, 'testimonial', 'author') : '', text(entry, 'testimonial', 'position')]
      .filter(Boolean)
      .join(', ');
    return h(
      'article',
      { className: 'bg-white font-sans text-ink-900', 'data-preview': 'case-study' },
      h(
        'header',
        { className: 'bg-gradient-to-b from-brand-50 to-white px-6 py-12' },
        h(
          'div',
          { className: 'mx-auto max-w-4xl' },
          h(
            'p',
            { className: 'mb-3 text-sm font-semibold uppercase tracking-wider text-brand-600' },
            text(entry, 'industry'),
          ),
          h(
            'h1',
            { className: 'font-display text-4xl font-extrabold tracking-tight' },
            text(entry, 'heroTitle') || text(entry, 'title'),
          ),
          h('p', { className: 'mt-4 text-lg text-ink-600' }, text(entry, 'heroSubtitle')),
        ),
      ),
      h(
        'div',
        { className: 'mx-auto max-w-4xl px-6' },
        cover
          ? h('figure', {
              className: 'overflow-hidden rounded-card border border-line shadow-card [&>svg]:h-auto [&>svg]:w-full',
              'data-cover': '',
              dangerouslySetInnerHTML: { __html: cover },
            })
          : h(
              'p',
              { className: 'rounded-card border border-line p-6 text-ink-600' },
              coverProblem || 'The cover is drawn from the first results.',
            ),
        logo
          ? h('img', { src: logo, alt: text(entry, 'companyName'), className: 'mt-6 h-10 w-auto', 'data-logo': '' })
          : null,
      ),
      h('div', { className: 'prose-content story-body mx-auto max-w-4xl px-6 py-10' }, props.widgetFor('body')),
      h(
        'section',
        { className: 'mx-auto grid max-w-4xl gap-4 px-6 pb-8 sm:grid-cols-2' },
        ...results.map((r: { title: string; description: string }, i: number) =>
          h(
            'div',
            { key: i, className: 'rounded-card border border-line p-5' },
            h(
              'p',
              {
                className: isStatistic(r.title)
                  ? 'font-display text-3xl font-extrabold tracking-tight text-brand-700'
                  : 'font-display text-xl font-bold leading-snug text-brand-700',
                'data-result-kind': isStatistic(r.title) ? 'statistic' : 'text',
              },
              r.title,
            ),
            h('p', { className: 'mt-2 leading-6 text-ink-600' }, r.description),
          ),
        ),
      ),
      quote
        ? h(
            'figure',
            {
              className:
                'mx-auto mb-16 max-w-4xl rounded-card border border-line bg-gradient-to-br from-brand-50 to-white p-6',
            },
            h('blockquote', { className: 'text-lg font-medium' }, `“${quote}”`),
            h('figcaption', { className: 'mt-4 font-semibold', 'data-credit': '' }, credit),
          )
        : null,
    );
  };
}

function blogPreview(h: H) {
  return (props: PreviewProps) => {
    const { entry } = props;
    const image = asset(props, text(entry, 'image'));
    return h(
      'article',
      { className: 'bg-white font-sans text-ink-900' },
      h(
        'header',
        { className: 'mx-auto max-w-3xl px-6 pt-12' },
        h('p', { className: 'text-sm font-semibold uppercase tracking-wider text-brand-600' }, text(entry, 'category')),
        h('h1', { className: 'mt-3 font-display text-4xl font-extrabold tracking-tight' }, text(entry, 'title')),
        h('p', { className: 'mt-4 text-lg text-ink-600' }, text(entry, 'excerpt')),
        h(
          'p',
          { className: 'mt-4 text-sm text-ink-600' },
          `${text(entry, 'author', 'name')} · ${text(entry, 'author', 'role')}`,
        ),
        image ? h('img', { src: image, alt: text(entry, 'imageAlt'), className: 'mt-8 w-full rounded-card' }) : null,
      ),
      h('div', { className: 'prose-content mx-auto max-w-3xl px-6 py-10 text-lg' }, props.widgetFor('body')),
    );
  };
}

function testimonialPreview(h: H) {
  return ({ entry }: PreviewProps) =>
    h(
      'figure',
      {
        className: 'm-8 max-w-md rounded-card p-6 font-sans text-ink-900 shadow-lift',
        style: { backgroundColor: text(entry, 'backgroundColor') || '#ffffff' },
      },
      h('p', { className: 'font-display text-lg font-bold' }, text(entry, 'title')),
      h('blockquote', { className: 'mt-3 text-ink-700' }, text(entry, 'content')),
      h(
        'figcaption',
        { className: 'mt-4 text-sm font-semibold' },
        `${text(entry, 'author', 'name')}, ${text(entry, 'author', 'role')}`,
      ),
      h('p', { className: 'mt-1 text-xs text-ink-600' }, `${text(entry, 'rating')} / 5 · ${text(entry, 'source')}`),
    );
}

/** A number, or one of the field's keywords ("unlimited"), as plan limits are written. */
function numberOrKeywordControl(h: H) {
  return (props: {
    value?: unknown;
    onChange: (v: unknown) => void;
    forID: string;
    classNameWrapper: string;
    field: { get: (k: string) => any };
  }) => {
    const keywords: string[] = props.field.get('keywords')?.toJS?.() ?? [];
    const keyword = typeof props.value === 'string' && keywords.includes(props.value) ? props.value : '';
    return h(
      'div',
      { className: props.classNameWrapper },
      h('input', {
        id: props.forID,
        type: 'number',
        min: props.field.get('min'),
        step: props.field.get('value_type') === 'int' ? 1 : 'any',
        disabled: !!keyword,
        value: keyword || props.value === undefined || props.value === null ? '' : String(props.value),
        onChange: (e: { target: { value: string } }) =>
          props.onChange(e.target.value === '' ? undefined : Number(e.target.value)),
        style: { width: '12rem', marginRight: '1rem' },
      }),
      ...keywords.map((k) =>
        h(
          'label',
          { key: k, style: { display: 'inline-flex', gap: '0.4rem', alignItems: 'center' } },
          h('input', {
            type: 'checkbox',
            checked: keyword === k,
            onChange: (e: { target: { checked: boolean } }) => props.onChange(e.target.checked ? k : undefined),
          }),
          k,
        ),
      ),
    );
  };
}

/** Decap remembers the body editor's mode here; it starts in rich text, which re-writes Markdown and drops MDX. */
const MD_MODE_KEY = 'cms.md-mode';

export async function boot(): Promise<void> {
  window.CMS_MANUAL_INIT = true;
  // Bodies open as written (raw Markdown/MDX) unless the editor picked rich text before.
  if (!localStorage.getItem(MD_MODE_KEY)) localStorage.setItem(MD_MODE_KEY, 'raw');
  await loadScript(DECAP_SRC);
  const CMS = window.CMS;
  const h = window.h!;
  const style = document.querySelector<HTMLMetaElement>('meta[name="cms-preview-style"]')?.content;
  if (style) CMS.registerPreviewStyle(style);
  CMS.registerWidget('number-or-keyword', numberOrKeywordControl(h), ({ value }: { value?: unknown }) =>
    h('span', null, String(value ?? '')),
  );
  CMS.registerPreviewTemplate('caseStudies', caseStudyPreview(h));
  CMS.registerPreviewTemplate('blog', blogPreview(h));
  CMS.registerPreviewTemplate('testimonials', testimonialPreview(h));
  CMS.init();
}
