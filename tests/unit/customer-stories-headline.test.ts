import { describe, expect, it } from 'vitest';
import { namesCompany, primaryName, storyHeadline } from '~/lib/customer-stories/headline';

describe('story headline names the company once', () => {
  it('keeps a title that already names the company', () => {
    expect(storyHeadline('Emami', 'Emami grew trial and repeat purchase of its cooking oil')).toBe(
      'Emami grew trial and repeat purchase of its cooking oil',
    );
    expect(storyHeadline('Plum', 'How Plum built an always-on creator engine with 90+ campaigns')).toBe(
      'How Plum built an always-on creator engine with 90+ campaigns',
    );
    expect(storyHeadline('Parachute (Marico)', 'Parachute reached new generations')).toBe(
      'Parachute reached new generations',
    );
  });
  it('prefixes a title that does not', () => {
    expect(storyHeadline('Emami', '37M+ views for a cooking oil')).toBe('Emami: 37M+ views for a cooking oil');
  });
  it('matches whole words only, case-insensitively', () => {
    expect(namesCompany('Plumbing made simple', 'Plum')).toBe(false);
    expect(namesCompany('how PHY made skincare mainstream', 'Phy')).toBe(true);
    expect(namesCompany("Plum BodyLovin' launched", "Plum BodyLovin'")).toBe(true);
    expect(primaryName('Parachute (Marico)')).toBe('Parachute');
  });
});
