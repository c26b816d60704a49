/**
 * The Decap CMS configuration (collections and fields) built from collection definitions: folder, format and
 * the zod schema the build validates. Pure; src/pages/cms/config.yml.ts serves it, tests/unit/cms-config.test.ts
 * checks that every schema field has a CMS field and the other way round.
 */
import { objectFields, type DecapField, type FieldHints } from './decap-fields';

/** What the generator needs of a collection (the shape of the registry in src/lib/content/schemas.ts). */
export interface CmsCollectionSource {
  label: string;
  folder: string;
  pattern: string;
  format: 'mdx' | 'yaml';
  /** The zod schema, with images as the generator's IMAGE marker. */
  schema: unknown;
}

/** How a collection appears in the CMS beyond its schema. */
export interface CmsCollectionOptions {
  /** Singular label: "Case study". */
  singular: string;
  /** Editors may add entries (a new file). False where each file is tied to a page or layout slot. */
  create: boolean;
  /** Field whose text becomes the file name of a new entry (slugified). */
  identifier: string;
  /** Where uploaded images go, relative to the project root (the collection's assets folder). */
  assets?: string;
  /** Label of the MDX body field. */
  bodyLabel?: string;
  /** Summary line in the entry list, Decap template syntax. */
  summary?: string;
  hints?: FieldHints;
  description?: string;
}

export type DecapCollection = Record<string, unknown> & { name: string; fields: DecapField[] };

/** One path relative to another, both relative to the project root ('content-collections/blog' → 'src/assets/blog'). */
export function relativePath(from: string, to: string): string {
  const a = from.split('/').filter(Boolean);
  const b = to.split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/') || '.';
}

export function decapCollection(
  name: string,
  source: CmsCollectionSource,
  options: CmsCollectionOptions,
): DecapCollection {
  if (source.pattern !== `*.${source.format}`) {
    throw new Error(
      `CMS: ${name} matches "${source.pattern}" in ${source.folder}; the CMS edits whole folders of *.${source.format}`,
    );
  }
  const fields = objectFields(source.schema, '', options.hints);
  // The body opens in the raw Markdown editor (boot.ts makes it the default): MDX is kept exactly as written (the
  // rich-text editor re-writes Markdown and does not know MDX); an editor can still switch to rich text.
  if (source.format === 'mdx') {
    fields.push({
      name: 'body',
      label: options.bodyLabel ?? 'Body',
      widget: 'markdown',
      modes: ['raw', 'rich_text'],
      hint: 'The text of the page, in Markdown (## for a heading, **bold**, - for a list).',
    });
  }
  const collection: DecapCollection = {
    name,
    label: source.label,
    label_singular: options.singular,
    ...(options.description ? { description: options.description } : {}),
    folder: source.folder,
    extension: source.format,
    format: source.format === 'mdx' ? 'frontmatter' : 'yaml',
    create: options.create,
    delete: options.create,
    identifier_field: options.identifier,
    slug: '{{slug}}',
    ...(options.summary ? { summary: options.summary } : {}),
    fields,
  };
  if (options.assets) {
    // '/…' is relative to the project root; the value written into the file is relative to the entry's folder,
    // which is how Astro's image() resolves it.
    collection.media_folder = `/${options.assets}`;
    collection.public_folder = relativePath(source.folder, options.assets);
  }
  return collection;
}

export interface DecapConfigOptions {
  /** Production backend: GitHub with Netlify as the OAuth provider. */
  github: { repo: string; branch: string; siteDomain?: string };
  /** URL of decap-server's API when editing locally (npm run cms); absent in production. */
  localBackendUrl?: string;
  siteUrl: string;
  /** The editor's logo: the site's favicon, a hashed file of the build. */
  logoUrl?: string;
}

export function decapConfig(collections: DecapCollection[], options: DecapConfigOptions): Record<string, unknown> {
  return {
    backend: {
      name: 'github',
      repo: options.github.repo,
      branch: options.github.branch,
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      ...(options.github.siteDomain ? { site_domain: options.github.siteDomain } : {}),
      commit_messages: {
        create: 'CMS: create {{collection}} "{{slug}}"',
        update: 'CMS: update {{collection}} "{{slug}}"',
        delete: 'CMS: delete {{collection}} "{{slug}}"',
        uploadMedia: 'CMS: upload "{{path}}"',
        deleteMedia: 'CMS: delete "{{path}}"',
      },
    },
    // Draft → In review → Ready, as branches and pull requests on GitHub. The local backend (decap-server in its
    // file mode, `npm run cms`) supports only 'simple', so Decap switches to it there: drafts are the `draft` field.
    publish_mode: 'editorial_workflow',
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    ...(options.logoUrl ? { logo_url: options.logoUrl } : {}),
    // Images in MDX bodies of collections without their own assets folder.
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  };
}
