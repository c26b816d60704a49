/**
 * How a story's company and title are shown together, so the company is named once:
 * "Emami grew…" already names Emami, so it is not prefixed again; a title that does not name the company is.
 */

/** The name a reader would look for: "Parachute (Marico)" -> "Parachute", "Plum BodyLovin'" stays whole. */
export function primaryName(companyName: string): string {
  return companyName.replace(/\s*\(.*?\)\s*/g, ' ').trim() || companyName.trim();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when `text` names the company as a whole word (case-insensitive), e.g. "How Plum built…" names Plum. */
export function namesCompany(text: string, companyName: string): boolean {
  const name = primaryName(companyName);
  if (!name) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}(?=$|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The title with the company named exactly once: the title itself when it names it, else "Company: title". */
export function storyHeadline(companyName: string, title: string): string {
  return namesCompany(title, companyName) ? title : `${companyName}: ${title}`;
}
