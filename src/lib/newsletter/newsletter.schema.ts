/** Schema of the `newsletter` collection: the copy of the blog's newsletter box. */
import { z } from 'astro/zod';
import { text } from '../content/fields';

export const newsletterMessagesSchema = z.object({
  subscribed: text('messages.subscribed'),
  alreadySubscribed: text('messages.alreadySubscribed'),
  emptyEmail: text('messages.emptyEmail'),
  invalidEmail: text('messages.invalidEmail'),
  rateLimited: text('messages.rateLimited'),
  unavailable: text('messages.unavailable'),
  network: text('messages.network'),
  generic: text('messages.generic'),
});
export type NewsletterMessages = z.output<typeof newsletterMessagesSchema>;

export const newsletterCopySchema = z.object({
  heading: text('heading'),
  intro: text('intro'),
  emailLabel: text('emailLabel'),
  placeholder: text('placeholder'),
  honeypotLabel: text('honeypotLabel'),
  submit: text('submit'),
  submitting: text('submitting'),
  messages: newsletterMessagesSchema,
});
export type NewsletterCopy = z.output<typeof newsletterCopySchema>;
