/** reading-time's counting function alone: its main entry also loads a Node stream, which the CMS (a browser) lacks. */
declare module 'reading-time/lib/reading-time.js' {
  import type { Options, ReadTimeResults } from 'reading-time';
  export default function readingTime(text: string, options?: Options): ReadTimeResults;
}
