/**
 * Reading time of an entry, computed at build from its text with `reading-time` (200 words a minute, rounded to the
 * nearest minute, at least 1).
 * A `readTime` in the frontmatter overrides the estimate (for a post whose text is mostly tables or images).
 */
// The counting function alone (the package's main entry also loads a Node stream): the CMS preview runs it too.
import readingTime from 'reading-time/lib/reading-time.js';
import { z } from 'astro/zod';

/** The optional override field: whole minutes. */
export const readTimeOverride = z
  .number({ error: 'readTime is optional: leave it out to compute it from the text, or give whole minutes such as 6' })
  .int('readTime must be whole minutes such as 6')
  .positive('readTime must be at least 1 minute')
  .optional();

/** The words a reader reads: MDX imports/exports, JSX tags, code fences, link targets and markup removed. */
export function readableText(body: string): string {
  return body
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`[\]|]/g, ' ');
}

/**
 * Whole minutes to read `body`: the nearest minute, at least 1. Rounding up made every post of 201 to 400 words
 * "2 min read" (all six posts in issue 53), overstating a 240-word post by two thirds.
 */
export function estimateReadMinutes(body: string): number {
  return Math.max(1, Math.round(readingTime(readableText(body), { wordsPerMinute: 200 }).minutes));
}

/** An entry's reading time: its `readTime` override, else the estimate from its body. */
export function readMinutes(entry: { body?: string; data: { readTime?: number } }): number {
  return entry.data.readTime ?? estimateReadMinutes(entry.body ?? '');
}
