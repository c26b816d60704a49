import { describe, expect, it } from 'vitest';
import { LEAD_ID_PATTERN, newLeadId } from '~/lib/lead/storage';
import { leadEndpoint, leadKindFor } from '~/lib/lead/kinds';

describe('lead routing and ids', () => {
  it('programType containing launchpad (any case) goes to /api/launchpad, others to /api/contact', () => {
    expect(leadEndpoint('Launchpad Program')).toBe('/api/launchpad');
    expect(leadEndpoint('launchpad eligibility')).toBe('/api/launchpad');
    expect(leadEndpoint('LAUNCHPAD from Managed Services')).toBe('/api/launchpad');
    expect(leadEndpoint('Managed Services')).toBe('/api/contact');
    expect(leadKindFor('Enterprise plan')).toBe('contact');
  });

  it('ids sort by creation time', () => {
    const a = newLeadId(1_700_000_000_000);
    const b = newLeadId(1_700_000_000_001);
    expect(a).toMatch(LEAD_ID_PATTERN);
    expect([b, a].sort()).toEqual([a, b]);
    expect(newLeadId(5, 'abcdefabcdef')).toBe('0000000000005-abcdefabcdef');
  });
});
