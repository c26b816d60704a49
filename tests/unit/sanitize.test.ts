import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanText, hasUnsafeText } from '~/lib/lead/sanitize';
import { escapeSlackText, leadSummary } from '~/lib/lead/summary';

describe('cleanText', () => {
  it('removes NUL, C0/C1 controls and bidirectional controls; keeps ordinary text and emoji', () => {
    expect(cleanText('A\u0000B\u0007C\u007fD\u0085E')).toBe('ABCDE');
    expect(cleanText('\u202Eexe.jpg\u202C \u2066x\u2069 \u200E\u200F\u061C')).toBe('exe.jpg x ');
    expect(cleanText('Crème brûlée 🎉 नमस्ते')).toBe('Crème brûlée 🎉 नमस्ते');
  });

  it('single-line fields get a space for each line break or tab; multi-line fields keep LF and tabs', () => {
    expect(cleanText('a\r\nb\rc\nd\te')).toBe('a b c d e');
    expect(cleanText('a\r\nb\rc\nd\te', { multiline: true })).toBe('a\nb\nc\nd\te');
  });

  it('never leaves anything unsafe behind, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (s, multiline) => {
        const out = cleanText(s, { multiline });
        expect(hasUnsafeText(out)).toBe(false);
        expect(cleanText(out, { multiline })).toBe(out);
      }),
    );
  });
});

describe('leadSummary', () => {
  it('is one line naming the lead, for Slack as is', () => {
    expect(
      leadSummary('launchpad', {
        name: 'Asha Rao',
        company: 'Glow Labs',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        programType: 'Launchpad Program',
        location: 'India',
        pricingTier: '',
      }),
    ).toBe(
      'New Launchpad application: Asha Rao (Glow Labs) · asha@example.com · +91 98765 43210 · Launchpad Program · India',
    );
    expect(leadSummary('contact', { name: 'A\nB', email: 'x@y.z' })).toBe('New contact request: A B · x@y.z');
    expect(leadSummary('contact', { message: 'x'.repeat(900), company: 'c'.repeat(400) })).toHaveLength(300);
  });

  it('escapes &, < and > in every lead-supplied value for Slack, and nothing else', () => {
    expect(
      leadSummary('contact', {
        name: '<!channel>',
        company: '<https://evil.example/reset|Reset your password>',
        email: 'a&b@example.com',
        phone: '<@U123>',
        location: "Tom's > Jerry's",
      }),
    ).toBe(
      "New contact request: &lt;!channel&gt; (&lt;https://evil.example/reset|Reset your password&gt;) · a&amp;b@example.com · &lt;@U123&gt; · Tom's &gt; Jerry's",
    );
    expect(escapeSlackText('&amp; <b> "q"')).toBe('&amp;amp; &lt;b&gt; "q"');
  });

  it('never lets a control character through and never cuts an entity in two, for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, company) => {
        const line = leadSummary('launchpad', { name, company: company.repeat(40) });
        expect(line).not.toMatch(/[<>]/);
        expect(line.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
      }),
    );
  });
});

describe('retention period', () => {
  it('reads LEAD_RETENTION_DAYS, default 730, and names the period in words', async () => {
    const { retentionDays, retentionPeriodText } = await import('~/lib/lead/retention');
    expect(retentionDays({})).toBe(730);
    expect(retentionDays({ LEAD_RETENTION_DAYS: ' 90 ' })).toBe(90);
    for (const bad of ['0', '-5', '1.5', 'two years', ''])
      expect(retentionDays({ LEAD_RETENTION_DAYS: bad })).toBe(730);
    expect(retentionPeriodText(730)).toBe('730 days (about 2 years)');
    expect(retentionPeriodText(365)).toBe('365 days (about 1 year)');
    expect(retentionPeriodText(90)).toBe('90 days (about 3 months)');
    expect(retentionPeriodText(1)).toBe('1 day');
    expect(retentionPeriodText(400)).toBe('400 days');
  });
});
