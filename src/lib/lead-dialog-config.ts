/** What an opener passes to the lead dialog (spec 000 §2.8). */
export const DEFAULT_LEAD_TITLE = 'Get in touch';
export const DEFAULT_LEAD_DESCRIPTION = 'Fill out the form below and our team will contact you shortly.';
export const DEFAULT_PROGRAM_TYPE = 'Launchpad Program';

export type PricingTier = string | { india: string; global: string };

export interface LeadDialogConfig {
  title: string;
  description: string;
  programType: string;
  pricingTier?: PricingTier;
  /** Chat link of the thank-you view's 'Message us on WhatsApp' (LeadButton fills it from src/config/site.ts). */
  whatsappUrl?: string;
  /** Address offered on the error view ('contact us directly'). */
  contactEmail?: string;
}

export function resolvePricingTier(tier: PricingTier | undefined, isIndia: boolean): string {
  if (!tier) return '';
  return typeof tier === 'string' ? tier : isIndia ? tier.india : tier.global;
}
