/**
 * Sends one submission the dialog's reducer started (~/lib/lead/dialog-state) and answers the action that records
 * what happened. The only part of the dialog that touches the network, the region store and the attribution.
 */
import type { RefObject } from 'react';
import { $location, detectLocation } from '~/stores/region';
import { isIndia as resultIsIndia } from '~/lib/region';
import { request } from '~/lib/http/client';
import { IDEMPOTENCY_HEADER, leadCreatedSchema } from '~/lib/lead/contract';
import { attributionForLead, type Attribution } from '~/lib/attribution/capture';
import { buildPayload, describeFailure, endpointFor, newIdempotencyKey } from '~/lib/lead/dialog';
import type { LeadDialogAction, Submission } from '~/lib/lead/dialog-state';
import { track } from '~/lib/insights/track';
import { PROOF_FIELD } from '~/lib/spam/contract';
import type { Proof } from '~/lib/spam/widget';

export type SendOutcome = Extract<LeadDialogAction, { type: 'succeeded' | 'failed' }>;
/** Where the visit came from, as first sent with an Idempotency-Key. */
export type SentAttribution = { key: string; value: Attribution } | null;

/**
 * Posts a submission with its Idempotency-Key. Where the visit came from is read once per key (`sent` keeps it), so a
 * retry sends exactly what the first attempt sent.
 */
export async function sendLead(
  sub: Submission,
  sent: RefObject<SentAttribution>,
  proof: Proof | null = null,
): Promise<SendOutcome> {
  try {
    const loc = $location.get();
    const india = loc.isLoading ? resultIsIndia(await detectLocation()) : loc.isIndia;
    if (sent.current?.key !== sub.idempotencyKey)
      sent.current = { key: sub.idempotencyKey, value: attributionForLead() };
    const payload = buildPayload(sub.config, sub.values, sub.details, india, sub.botField, sent.current.value);
    // The spam check's solution (solved while the visitor typed); without one the lead is held for review.
    const waitFrom = performance.now();
    const altcha = await proof?.payload();
    // What the spam check added to this submission (the bot suite reads it): 0 when it was solved while typing.
    performance.measure('spam-check-wait', { start: waitFrom });
    await request(leadCreatedSchema, 'POST', endpointFor(sub.config), {
      body: altcha ? { ...payload, [PROOF_FIELD]: altcha } : payload,
      headers: { [IDEMPOTENCY_HEADER]: sub.idempotencyKey },
    });
    track('lead');
    return { type: 'succeeded', nextIdempotencyKey: newIdempotencyKey() };
  } catch (err) {
    console.error('Lead submission failed:', err);
    return { type: 'failed', failure: describeFailure(err) };
  }
}
