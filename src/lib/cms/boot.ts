/**
 * Browser side of /cms: loads Decap CMS from this origin, registers the widget for plan limits (a number or
 * "unlimited") and previews of case studies (with the cover the site draws), blog posts and testimonials drawn
 * with the site's own stylesheet,
 * then starts the editor. Decap brings its own React; `window.h` is its createElement.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { storyCoverHtml } from '../customer-stories/cover';
import {
  coverAssetsFromData,
  isStatistic,
  type CoverAssets,
  type CoverAssetsData,
} from '../customer-stories/cover-text';
import { storyTestimonial, type TestimonialQuote } from '../customer-stories/testimonial.schema';
import { authorInitials, readTimeLabel } from '../blog/posts';
import { estimateReadMinutes } from '../content/read-time';
import { formatLongDate } from '../dates-and-numbers';
import { badgeClass } from '~/components/ui/badge';
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
    createClass?: (spec: Record<string, unknown> & ThisType<any>) => unknown;
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
function customerStoryPreview(h: H) {
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
    if (coverAssets && results.length && results[0].title) {
      try {
        cover = storyCoverHtml({ id: slug, industry: text(entry, 'industry'), results }, coverAssets);
      } catch (err) {
        coverProblem = (err as Error).message;
      }
    }
    const logo = asset(props, text(entry, 'logo'));
    const quote = storyTestimonial({
      quote: text(entry, 'testimonial', 'quote'),
      position: text(entry, 'testimonial', 'position'),
      author: text(entry, 'testimonial', 'author'),
      consentedName: entry.getIn(['data', 'testimonial', 'consentedName']) === true,
      avatar: asset(props, text(entry, 'testimonial', 'avatar')),
      avatarAlt: text(entry, 'testimonial', 'avatarAlt'),
    });
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
              className: 'overflow-hidden rounded-card border border-line shadow-card',
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
      quote.content ? h('div', { className: 'mx-auto mb-16 max-w-4xl px-6' }, testimonialFigure(h, quote)) : null,
    );
  };
}

/** The blog post page's own words (src/pages/cms.astro embeds them from content-collections/blog-page). */
let postCopy: { readTime: string; tags: string } | undefined;
function cmsPostCopy() {
  postCopy ??= JSON.parse(document.getElementById('post-copy')?.textContent ?? '{"readTime":"","tags":""}');
  return postCopy!;
}

/** A date field's value (a Date or "YYYY-MM-DD") as the page prints it, or '' while it is not a date. */
function longDate(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? '' : formatLongDate(date);
}

/**
 * What the post page (src/pages/blog/[id].astro) shows, with its classes: category badge, title, excerpt, author
 * with initials, date and reading time (the override, else the estimate from the body), the cover image, the body in
 * the page's prose styles and the tags.
 */
function blogPreview(h: H) {
  return (props: PreviewProps) => {
    const { entry } = props;
    const copy = cmsPostCopy();
    const image = asset(props, text(entry, 'image'));
    const author = text(entry, 'author', 'name');
    const override = Number(entry.getIn(['data', 'readTime']));
    const minutes = override > 0 ? override : estimateReadMinutes(text(entry, 'body'));
    const date = longDate(entry.getIn(['data', 'publishedAt']));
    const tags = list(entry, 'tags').filter(Boolean) as string[];
    return h(
      'article',
      { className: 'bg-white', 'data-preview': 'post' },
      h(
        'header',
        { className: 'relative overflow-hidden bg-gradient-to-b from-brand-50 to-white pb-10 pt-10 sm:pt-14' },
        h(
          'div',
          { className: 'container-page max-w-3xl' },
          h('div', null, h('span', { className: badgeClass('brand') }, text(entry, 'category'))),
          h('h1', { className: 'mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl' }, text(entry, 'title')),
          h('p', { className: 'mt-5 text-lg leading-8 text-ink-600' }, text(entry, 'excerpt')),
          h(
            'div',
            { className: 'mt-8 flex items-center gap-3' },
            h(
              'span',
              {
                className:
                  'flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 font-display font-bold text-white',
                'aria-hidden': 'true',
              },
              authorInitials(author),
            ),
            h(
              'div',
              null,
              h('p', { className: 'font-semibold text-ink-900' }, author),
              h('p', { className: 'text-sm text-ink-600' }, text(entry, 'author', 'role')),
            ),
          ),
          h(
            'p',
            { className: 'mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600', 'data-meta': '' },
            date ? h('span', null, date) : null,
            h('span', null, readTimeLabel(minutes, copy.readTime)),
          ),
        ),
      ),
      image
        ? h(
            'div',
            { className: 'container-page max-w-4xl' },
            h(
              'figure',
              { className: 'overflow-hidden rounded-card border border-line shadow-card' },
              h('img', { src: image, alt: text(entry, 'imageAlt'), className: 'h-auto w-full', 'data-image': '' }),
            ),
          )
        : null,
      h(
        'div',
        { className: 'container-page max-w-3xl py-12' },
        h('div', { className: 'prose-content text-lg' }, props.widgetFor('body')),
        tags.length
          ? h(
              'footer',
              { className: 'mt-12 border-t border-line pt-8' },
              h('h2', { className: 'text-sm font-semibold uppercase tracking-wider text-ink-600' }, copy.tags),
              h(
                'ul',
                { className: 'mt-3 flex flex-wrap gap-2' },
                ...tags.map((t, i) => h('li', { key: i }, h('span', { className: badgeClass('neutral') }, t))),
              ),
            )
          : null,
      ),
    );
  };
}

/**
 * A story's quote as the page's Testimonial.astro draws it (light tone): a consented name with its role and avatar,
 * or the role and brand alone.
 */
function testimonialFigure(h: H, t: TestimonialQuote<string>) {
  return h(
    'figure',
    { className: 'rounded-card border border-line bg-gradient-to-br from-brand-50 to-white p-6 shadow-card sm:p-8' },
    h('blockquote', { className: 'mt-4 text-lg leading-8 font-medium text-ink-900' }, h('p', null, `“${t.content}”`)),
    h(
      'figcaption',
      { className: 'mt-6 flex items-center gap-3' },
      t.author.avatar
        ? h('img', {
            src: t.author.avatar,
            alt: t.avatarAlt ?? '',
            className: 'h-12 w-12 rounded-full',
            'data-avatar': '',
          })
        : null,
      t.author.name
        ? h(
            'span',
            null,
            h('span', { className: 'block font-semibold text-ink-900' }, t.author.name),
            h('span', { className: 'block text-sm text-ink-600' }, t.author.role),
          )
        : h('span', { className: 'block font-semibold text-ink-900', 'data-credit': '' }, t.author.role),
    ),
  );
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

/**
 * The site's font face and its `--font-jakarta` variable, from the `<Font>` element /cms renders like every page, for
 * the preview frame. `optional` becomes `swap` there: a frame that missed the font's first 100 ms would otherwise
 * keep the fallback for as long as the editor is open (layout shift does not matter in an editor's preview).
 */
function siteFontFace(): string {
  const css = [...document.head.querySelectorAll('style')]
    .map((el) => el.textContent ?? '')
    .find((t) => t.includes('@font-face') && t.includes('--font-jakarta'));
  return css ? css.replace(/font-display:\s*optional/g, 'font-display:swap') : '';
}

/** What Decap's getAsset returns for an image it is still loading (a blank SVG named empty.svg). */
const LOADING_ASSET = 'empty.svg';
const RETRY_MS = 100;
const RETRIES = 100;

/**
 * Decap's image control, redrawn once the thumbnail of a stored image has loaded. Decap's control asks for the image
 * when the field opens; an image already in the repository is still loading from the backend then, so Decap answers
 * with its blank placeholder and the control is not redrawn when the file arrives (an uploaded image is in memory, so
 * it shows). This wrapper hands the control its own getAsset, notes when the control was given the placeholder, looks
 * again every 100 ms (at most 10 s) and, once the image is there, redraws the control with a new getAsset so its
 * thumbnail asks again. Everything else is Decap's own control.
 */
function imageControlShowingStoredImages(h: H, createClass: NonNullable<Window['createClass']>, control: unknown) {
  return createClass({
    displayName: 'ImageControlShowingStoredImages',
    getInitialState() {
      return { redraws: 0 };
    },
    // Decap's field asks its control whether to redraw (and which value to validate): this wrapper always redraws,
    // so Decap's control gets every change and decides for itself, as it does unwrapped.
    shouldComponentUpdate() {
      return true;
    },
    getValidateValue() {
      return this.inner?.getValidateValue ? this.inner.getValidateValue() : this.props.value;
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
    },
    /** While the control shows the placeholder: redraw it once the image is there, else look again shortly. */
    check() {
      clearTimeout(this.timer);
      if (!this.placeholderShown) return;
      const { value, field, getAsset } = this.props;
      if (typeof value === 'string' && value && getAsset(value, field)?.path === LOADING_ASSET) {
        this.looks = (this.looks ?? 0) + 1;
        if (this.looks < RETRIES) this.timer = setTimeout(() => this.check(), RETRY_MS);
        return;
      }
      this.placeholderShown = false;
      this.setState({ redraws: this.state.redraws + 1 });
    },
    render() {
      const { getAsset } = this.props;
      if (this.redrawsOf !== this.state.redraws || this.getAssetOf !== getAsset) {
        this.redrawsOf = this.state.redraws;
        this.getAssetOf = getAsset;
        this.getAsset = (path: string, field: unknown) => {
          const asset = getAsset(path, field);
          if (asset?.path === LOADING_ASSET) {
            this.placeholderShown = true;
            clearTimeout(this.timer);
            this.timer = setTimeout(() => this.check(), RETRY_MS);
          }
          return asset;
        };
      }
      this.setInner ??= (el: unknown) => {
        this.inner = el;
      };
      return h(control, { ...this.props, getAsset: this.getAsset, ref: this.setInner });
    },
  });
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
  const fontFace = siteFontFace();
  if (fontFace) CMS.registerPreviewStyle(fontFace, { raw: true });
  const image = CMS.getWidget('image');
  CMS.registerWidget(
    'image',
    imageControlShowingStoredImages(h, window.createClass!, image.control),
    image.preview,
    image.schema,
  );
  CMS.registerWidget('number-or-keyword', numberOrKeywordControl(h), ({ value }: { value?: unknown }) =>
    h('span', null, String(value ?? '')),
  );
  CMS.registerPreviewTemplate('customerStories', customerStoryPreview(h));
  CMS.registerPreviewTemplate('blog', blogPreview(h));
  CMS.registerPreviewTemplate('testimonials', testimonialPreview(h));
  CMS.init();
}
