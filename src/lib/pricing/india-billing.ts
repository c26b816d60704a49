/**
 * What the India promo banner promises (INR billing, GST invoices, local support) explained where its link lands:
 * /pricing#india-billing, shown to visitors in India only (issue 11 item 21). No rupee prices are given for the
 * plans: the specification gives them in US dollars only (decision in docs/decisions.md).
 */
export const INDIA_BILLING_ANCHOR = 'india-billing';
export const INDIA_BILLING_HREF = `/pricing#${INDIA_BILLING_ANCHOR}`;

export const indiaBilling = {
  eyebrow: 'For brands in India',
  title: 'Pay in INR, with GST invoices and local support',
  intro: 'Every plan above is available to brands in India with the same credits and limits. Only the currency and the paperwork change.',
  points: [
    { icon: 'indian-rupee', title: 'INR billing', text: 'Pay for any plan in Indian rupees instead of US dollars.' },
    { icon: 'receipt', title: 'GST invoices', text: 'A GST invoice for every payment, with your GSTIN, for your accounts.' },
    { icon: 'headset', title: 'Local support', text: 'Our team in India gives you local support to set up, run and report on your campaigns.' },
  ],
  cta: {
    text: 'Talk to our India team',
    title: 'Talk to our India team',
    description: 'Tell us about your brand and the plan you are considering, and we will set up INR billing with GST invoices.',
    programType: 'Pricing: INR billing',
  },
} as const;

/** The promises of a banner text that this section must keep: each named one must be explained here. */
export const BANNER_PROMISES = ['INR billing', 'GST invoices', 'local support'] as const;
