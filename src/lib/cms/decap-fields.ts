/**
 * Turns the zod schemas the build validates into Decap CMS fields, so the CMS and the build share one source of
 * truth. Pure: no Astro, no file system. Read through zod 4's public `_zod.def` (type, checks, shape, element, ...).
 *
 * - strings → `string` (or `text` for long copy), with min/max length and regex turned into a `pattern` the CMS
 *   checks before saving, and the schema's own message when it has one;
 * - numbers → `number` (`value_type: int` for `.int()`), min/max; booleans → `boolean`; enums → `select`;
 * - `z.coerce.date()` → `datetime` writing `YYYY-MM-DD`; a `kind: 'zoned-datetime'` field → `datetime` picked in
 *   the editor's zone and written as ISO 8601 with its offset; urls → `string` with a https pattern;
 * - objects → `object`, arrays → `list` (`field` for a list of scalars, `fields` for a list of objects);
 * - `.optional()`, `.nullable()`, `.default()` → `required: false` (and `default`);
 * - the `IMAGE` marker (what a collection's `image()` is replaced by) → `image`;
 * - a union of a number and keywords (plan limits: 5000 or 'unlimited') → the `number-or-keyword` widget that
 *   /cms registers.
 * Anything else throws with the field path, so a new kind of field cannot silently go missing from the CMS.
 */
import { z } from 'zod';

/** Stands in for Astro's `image()` when a collection schema is built for the CMS. */
export const IMAGE = z.string().min(1, 'choose an image');

export type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  field?: DecapField;
  fields?: DecapField[];
  [key: string]: unknown;
};

/** Per-field adjustments a collection may make (keyed by dotted path, `[]` for list items). */
export type FieldHints = Record<string, Partial<DecapField>>;

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: unknown;
};
const checksOf = (s: unknown): Check[] =>
  ((defOf(s).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

/** The message a zod check or schema carries (a string or a function of the issue), if any. */
function messageOf(error: unknown, input: unknown = undefined): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error === 'function') {
    try {
      const out = (error as (iss: unknown) => unknown)({ input, code: 'custom' });
      // Messages that count the input ("(it has 72)") are written for the build; the CMS shows the rule.
      if (typeof out === 'string') return out.replace(/\s*\(it has [^)]*\)$/, '');
      if (out && typeof out === 'object' && 'message' in out) return String(out.message);
    } catch {
      /* a message function that needs a real issue: no message */
    }
  }
  return undefined;
}

/** The IMAGE marker, or a string marked `.meta({ kind: 'image' })` (the registry's stand-in for image()). */
function isImage(schema: unknown): boolean {
  if (schema === IMAGE) return true;
  const meta = (schema as { meta?: () => unknown }).meta?.();
  return !!meta && typeof meta === 'object' && (meta as { kind?: unknown }).kind === 'image';
}

/** A date-time stored with its zone (src/lib/content/publish.ts `publishAt`), marked `meta({ kind: 'zoned-datetime' })`. */
function isZonedDateTime(schema: unknown): boolean {
  const meta = (schema as { meta?: () => unknown }).meta?.();
  return !!meta && typeof meta === 'object' && (meta as { kind?: unknown }).kind === 'zoned-datetime';
}

/** 'heroImageAlt' → 'Hero image alt'. */
export function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Unwraps optional/nullable/default/pipe layers: the inner schema, whether it may be left out, and its default. */
function unwrap(schema: unknown): { inner: unknown; optional: boolean; nullable: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') {
      optional = true;
      inner = def.innerType;
      continue;
    }
    if (def.type === 'nullable') {
      nullable = true;
      inner = def.innerType;
      continue;
    }
    if (def.type === 'default' || def.type === 'prefault') {
      optional = true;
      const d = def.defaultValue;
      defaultValue = typeof d === 'function' ? (d as () => unknown)() : d;
      inner = def.innerType;
      continue;
    }
    if (def.type === 'pipe') {
      inner = def.in;
      continue;
    }
    return { inner, optional, nullable, defaultValue };
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex (source) and message for the string checks the CMS can enforce before saving. */
function stringPattern(schema: unknown, path: string): [string, string] | undefined {
  const checks = checksOf(schema);
  const def = defOf(schema);
  const parts: string[] = [];
  const messages: string[] = [];
  const min = checks.find((c) => c.check === 'min_length');
  const max = checks.find((c) => c.check === 'max_length');
  if ((min && (min.minimum ?? 0) > 1) || max) {
    parts.push(`^[\\s\\S]{${min?.minimum ?? 0},${max?.maximum ?? ''}}$`);
    if (min && (min.minimum ?? 0) > 1)
      messages.push(messageOf(min.error) ?? `${path} needs at least ${min.minimum} characters`);
    if (max) messages.push(messageOf(max.error) ?? `${path} must be at most ${max.maximum} characters`);
  }
  for (const c of checks) {
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern) {
      parts.push(c.pattern.source);
      messages.push(messageOf(c.error) ?? `${path} must match ${c.pattern.source}`);
    } else if (c.check === 'string_format' && c.format === 'starts_with') {
      const prefix = (c as { prefix?: string }).prefix ?? '';
      parts.push(`^${escapeRe(prefix)}`);
      messages.push(messageOf(c.error) ?? `${path} must start with ${prefix}`);
    }
  }
  if (def.format === 'url') {
    parts.push('^https?://\\S+$');
    messages.push(messageOf(def.error) ?? `${path} must be a full URL starting with https://`);
  }
  if (!parts.length) return undefined;
  // Several conditions become lookaheads, so one pattern checks them all.
  const source =
    parts.length === 1 ? parts[0] : parts.map((p) => `(?=${p.startsWith('^') ? p : `[\\s\\S]*${p}`})`).join('');
  return [parts.length === 1 ? source : `^${source}`, messages.join('; ')];
}

function numberField(schema: unknown): Partial<DecapField> {
  const out: Partial<DecapField> = { value_type: 'float' };
  for (const c of checksOf(schema)) {
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) out.value_type = 'int';
    if (c.check === 'greater_than')
      out.min = c.inclusive ? c.value : (c.value ?? 0) + (out.value_type === 'int' ? 1 : 0.01);
    if (c.check === 'less_than')
      out.max = c.inclusive ? c.value : (c.value ?? 0) - (out.value_type === 'int' ? 1 : 0.01);
  }
  return out;
}

/** The Decap field for one schema at `path` (its name is the last segment). */
export function fieldFor(name: string, schema: unknown, path: string, hints: FieldHints = {}): DecapField {
  const { inner, optional, nullable, defaultValue } = unwrap(schema);
  const def = defOf(inner);
  const base: DecapField = { name, label: labelFor(name), widget: 'string' };
  if (optional || nullable) base.required = false;
  if (defaultValue !== undefined)
    base.default = defaultValue instanceof Date ? defaultValue.toISOString().slice(0, 10) : defaultValue;
  const hint = hints[path] ?? {};

  let field: DecapField;
  if (isImage(inner)) {
    field = { ...base, widget: 'image', choose_url: false };
  } else if (isZonedDateTime(inner)) {
    // Picked in the editor's own zone (no picker_utc) and stored as ISO 8601 with that zone's offset.
    field = {
      ...base,
      widget: 'datetime',
      // `format` alone: Decap then shows the full date-and-time picker (date_format/time_format would be ignored).
      format: 'YYYY-MM-DDTHH:mm:ssZ',
      picker_utc: false,
    };
  } else {
    switch (def.type) {
      case 'string': {
        const pattern = stringPattern(inner, path);
        field = { ...base, widget: 'string', ...(pattern ? { pattern } : {}) };
        break;
      }
      case 'number':
        field = { ...base, widget: 'number', ...numberField(inner) };
        break;
      case 'boolean':
        field = { ...base, widget: 'boolean', ...(base.default === undefined ? { default: false } : {}) };
        break;
      case 'date':
        field = {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'YYYY-MM-DD',
          time_format: false,
          picker_utc: true,
        };
        break;
      case 'enum':
        field = { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
        break;
      case 'literal': {
        const values = def.values as unknown[];
        field =
          values.length === 1
            ? { ...base, widget: 'hidden', default: values[0] }
            : { ...base, widget: 'select', options: values.map(String) };
        break;
      }
      case 'union': {
        const options = (def.options as unknown[]).map((o) => unwrap(o).inner);
        const numbers = options.filter((o) => defOf(o).type === 'number');
        const keywords = options
          .filter((o) => defOf(o).type === 'literal')
          .flatMap((o) => defOf(o).values as unknown[]);
        if (
          numbers.length === 1 &&
          keywords.length + 1 === options.length &&
          keywords.every((k) => typeof k === 'string')
        ) {
          field = { ...base, widget: 'number-or-keyword', keywords: keywords, ...numberField(numbers[0]) };
          break;
        }
        throw new Error(`CMS: no widget for the union at ${path}`);
      }
      case 'object':
        field = { ...base, widget: 'object', collapsed: false, fields: objectFields(inner, path, hints) };
        break;
      case 'array': {
        const element = def.element;
        const el = unwrap(element).inner;
        const list: DecapField = { ...base, widget: 'list' };
        for (const c of checksOf(inner)) {
          if (c.check === 'min_length' && c.minimum) list.min = c.minimum;
          if (c.check === 'max_length' && c.maximum !== undefined) list.max = c.maximum;
          if (c.check === 'length_equals') {
            list.min = (c as { length?: number }).length;
            list.max = (c as { length?: number }).length;
          }
        }
        if (defOf(el).type === 'object') list.fields = objectFields(el, `${path}[]`, hints);
        else list.field = fieldFor(singular(name), element, `${path}[]`, hints);
        field = list;
        break;
      }
      default:
        throw new Error(`CMS: no widget for the ${def.type} field at ${path}`);
    }
  }
  return { ...field, ...hint };
}

const singular = (name: string) =>
  name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name;

/** The fields of an object schema, in the schema's order. */
export function objectFields(schema: unknown, path = '', hints: FieldHints = {}): DecapField[] {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type !== 'object') throw new Error(`CMS: expected an object schema at ${path || '(root)'}, got ${def.type}`);
  const shape = def.shape as Record<string, unknown>;
  return Object.entries(shape).map(([name, s]) => fieldFor(name, s, path ? `${path}.${name}` : name, hints));
}

/** Every field path of a schema ('author.name', 'approach[].title'): what the parity test compares. */
export function schemaPaths(schema: unknown, prefix = ''): string[] {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, s]) => {
      const p = prefix ? `${prefix}.${k}` : k;
      return [p, ...schemaPaths(s, p)];
    });
  }
  if (def.type === 'array') {
    const el = unwrap(def.element).inner;
    return defOf(el).type === 'object' ? schemaPaths(el, `${prefix}[]`) : [];
  }
  return [];
}

/** Every field path of a list of Decap fields, in the same notation as `schemaPaths`. */
export function fieldPaths(fields: DecapField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const p = prefix ? `${prefix}.${f.name}` : f.name;
    if (f.widget === 'object' && f.fields) return [p, ...fieldPaths(f.fields, p)];
    if (f.widget === 'list' && f.fields) return [p, ...fieldPaths(f.fields, `${p}[]`)];
    return [p];
  });
}
