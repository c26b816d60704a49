/**
 * The one-line summary of a new lead sent with the sales-team webhook, shaped so a Slack incoming
 * webhook shows it as is: "New Launchpad application: Asha Rao (Glow Labs) · asha@example.com · +91 98765 43210 ·
 * Launchpad Program · India · Source: newsletter / email (launch)". Missing parts are left out; line breaks never
 * appear.
 */
import type { LeadKind } from './kinds';
import { sourceLabel } from '../attribution/facets';

const TITLES: Record<LeadKind, string> = { launchpad: 'New Launchpad application', contact: 'New contact request' };
const MAX = 300;

const str = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

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
  return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
}
