/**
 * The one-line summary of a new lead sent with the sales-team webhook, shaped so a Slack incoming
 * webhook shows it as is: "New Launchpad application: Asha Rao (Glow Labs) · asha@example.com · +91 98765 43210 ·
 * Launchpad Program · India · Source: newsletter / email (launch)". Missing parts are left out; line breaks never
 * appear.
 *
 * Slack reads `&`, `<` and `>` in `text` as control characters (`<!channel>`, `<url|label>`), so every
 * lead-supplied character of the line is escaped as Slack's formatting rules ask (`&amp;`, `&lt;`, `&gt;`, and
 * nothing else): a visitor's name or company is shown as typed, never as a mention or a link.
 */
import type { LeadKind } from './kinds';
import { sourceLabel } from '../attribution/facets';

const TITLES: Record<LeadKind, string> = { launchpad: 'New Launchpad application', contact: 'New contact request' };
const MAX = 300;

const str = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

const SLACK_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Slack `text` escaping: only `&`, `<` and `>` (Slack decodes no other entity). */
export function escapeSlackText(text: string): string {
  return text.replace(/[&<>]/g, (c) => SLACK_ENTITIES[c]);
}

export function leadSummary(kind: LeadKind, lead: Record<string, unknown>): string {
  const name = str(lead.name) || 'Unnamed';
  const company = str(lead.company);
  const who = company ? `${name} (${company})` : name;
  const source = str(sourceLabel(lead.attribution));
  const parts = [
    who,
    str(lead.email),
    str(lead.phone),
    str(lead.programType),
    str(lead.pricingTier),
    str(lead.location),
    source && `Source: ${source}`,
  ].filter(Boolean);
  const line = `${TITLES[kind]}: ${parts.join(' · ')}`;
  // Cut the line as read (at most MAX characters shown), then escape: a cut never splits an entity in two.
  return escapeSlackText(line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line);
}
