/**
 * Display headings (Plus Jakarta Sans, extra bold, 36–60 px) draw a comma with a wide left side bearing, so
 * "Simple, transparent" reads as "Simple , transparent". The heading components split their
 * text with this and pull each comma or full stop that follows a letter towards it by a small kerning offset.
 */
export interface HeadingPart {
  text: string;
  punct: boolean;
}

export function headingParts(text: string): HeadingPart[] {
  const parts: HeadingPart[] = [];
  for (const piece of text.split(/(?<=\p{L})([,.;:])(?=\s|$)/u)) {
    if (!piece) continue;
    parts.push({ text: piece, punct: /^[,.;:]$/.test(piece) });
  }
  return parts;
}
