/**
 * The thank-you view of the lead dialog follows the form's programme type: a Launchpad application, a managed
 * services meeting, an enterprise enquiry, a demo request, API access or any other contact each get their own text
 * and WhatsApp prefill (content-collections/lead/dialog.yaml, `success.programmes`). Pure, no DOM: LeadButton
 * builds the chat link from it at build time and the dialog island shows the text.
 */
import { leadKindFor } from './kinds';

export const PROGRAMMES = ['launchpad', 'managedServices', 'enterprise', 'api', 'demo', 'contact'] as const;
export type Programme = (typeof PROGRAMMES)[number];

/**
 * The programme a `programType` label belongs to. Launchpad first, by the same rule that sends the form to
 * /api/launchpad ("Launchpad - Managed Services Page" is a Launchpad application); then managed services,
 * enterprise, the API and demos ("Book a Demo", "Get Started"); anything else is a plain contact.
 */
export function programmeOf(programType: string): Programme {
  if (leadKindFor(programType) === 'launchpad') return 'launchpad';
  if (/managed/i.test(programType)) return 'managedServices';
  if (/enterprise/i.test(programType)) return 'enterprise';
  if (/\bAPI\b/i.test(programType)) return 'api';
  if (/\bdemo\b|get started/i.test(programType)) return 'demo';
  return 'contact';
}

export interface ProgrammeSuccess {
  text: string;
  whatsappMessage: string;
}

export interface SuccessCopy {
  title: string;
  whatsapp: string;
  programmes: Record<Programme, ProgrammeSuccess>;
}

/** The title, text, button label and WhatsApp prefill shown after a successful submission of this form. */
export function successFor(programType: string, copy: SuccessCopy) {
  const p = copy.programmes[programmeOf(programType)];
  return { title: copy.title, text: p.text, whatsapp: copy.whatsapp, whatsappMessage: p.whatsappMessage };
}
