/**
 * Where the India promo banner's link lands (/pricing#india-billing, shown in India only) and the promises its
 * text makes, each of which that section must explain. The section's words are in the pricing page content.
 */
export const INDIA_BILLING_ANCHOR = 'india-billing';
export const INDIA_BILLING_HREF = `/pricing#${INDIA_BILLING_ANCHOR}`;

/** The promises of the banner text that the India billing section must keep. */
export const BANNER_PROMISES = ['INR billing', 'GST invoices', 'local support', 'regional languages'] as const;
