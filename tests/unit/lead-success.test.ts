/** The lead dialog's thank-you view and WhatsApp prefill follow the form's programme type. */
import { describe, expect, it } from 'vitest';
import { programmeOf, successFor, PROGRAMMES } from '~/lib/lead/success';
import { leadDialogCopySchema } from '~/lib/lead/lead-dialog.schema';
import { collectionFiles } from '~/lib/content/files';

const copy = leadDialogCopySchema.parse(collectionFiles('leadDialog')[0].data);

describe('lead success per programme', () => {
  it.each([
    ['Launchpad Program', 'launchpad'],
    ['Launchpad Program (₹39,999/month)', 'launchpad'],
    ['Launchpad - Managed Services Page', 'launchpad'], // posted to /api/launchpad
    ['Launchpad Eligibility', 'launchpad'],
    ['Managed Services', 'managedServices'],
    ['Enterprise Plan', 'enterprise'],
    ['Influencer API', 'api'],
    ['Book a Demo', 'demo'],
    ['Get Started', 'demo'],
    ['Pricing: INR billing', 'contact'],
    ['Rapid onboarding', 'contact'], // "API" as a word only
  ])('"%s" is a %s form', (programType, programme) => {
    expect(programmeOf(programType)).toBe(programme);
  });

  it('every programType in the content has its own text and prefill; Launchpad keeps the specification text', () => {
    const labels = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'programType' && typeof x === 'string') labels.add(x);
          else walk(x);
        }
    };
    for (const name of [
      'pricingPage',
      'launchpad',
      'managedServices',
      'integrations',
      'influencerApiPage',
      'customerStoriesPage',
    ] as const)
      collectionFiles(name).forEach((f) => walk(f.data));
    const programmes = new Set([...labels].map(programmeOf));
    expect([...programmes].sort()).toEqual(['api', 'contact', 'demo', 'enterprise', 'launchpad', 'managedServices']);

    const texts = PROGRAMMES.map((p) => copy.success.programmes[p]);
    expect(new Set(texts.map((t) => t.text)).size).toBe(PROGRAMMES.length);
    expect(new Set(texts.map((t) => t.whatsappMessage)).size).toBe(PROGRAMMES.length);
    const launchpad = successFor('Launchpad Program', copy.success);
    expect(launchpad).toMatchObject({
      title: 'Thank You!',
      text: 'Your application has been received. Our team will contact you shortly to discuss next steps.',
      whatsapp: 'Message us on WhatsApp',
    });
    expect(launchpad.whatsappMessage).toMatch(/Launchpad/);
    expect(successFor('Enterprise Plan', copy.success).whatsappMessage).toMatch(/Enterprise/);
    expect(successFor('Managed Services', copy.success).whatsappMessage).not.toMatch(/Launchpad/);
  });
});
