/**
 * Removes what must never reach storage, the admin table or a CSV from visitor text: NUL and the
 * other C0/C1 control characters, and the Unicode bidirectional controls that can make "gpj.exe" read as
 * "exe.jpg" (embeddings, overrides, isolates, the marks LRM/RLM/ALM). Line breaks and tabs survive only where a
 * field is multi-line; a single-line field gets a space for each. CR LF and lone CR become LF.
 */
// C0 controls except TAB (09) and LF (0A); DEL and the C1 block.
// eslint-disable-next-line no-control-regex -- matching control characters is what this pattern is for
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// ALM, LRM, RLM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function cleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const unified = value.replace(/\r\n?/g, '\n');
  const stripped = unified.replace(CONTROL, '').replace(BIDI, '');
  return multiline ? stripped : stripped.replace(/[\n\t]/g, ' ');
}

/** Whether a string still holds anything cleanText removes (for tests and assertions). */
export function hasUnsafeText(value: string): boolean {
  return new RegExp(CONTROL.source).test(value) || new RegExp(BIDI.source).test(value);
}
