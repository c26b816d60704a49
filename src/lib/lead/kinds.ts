/**
 * The lead domain's plain constants (no schema library, so the admin functions can import them and stay small):
 * kinds, statuses, locations, the endpoint of each kind and the keys of its answers.
 */
export const LEAD_STATUSES = ['pending', 'reviewed', 'contacted', 'archived'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KINDS = ['launchpad', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_LOCATIONS = ['India', 'Global'] as const;
export type LeadLocation = (typeof LEAD_LOCATIONS)[number];

/** A programme type containing 'launchpad' (any case) is a Launchpad application; everything else a contact. */
export function leadKindFor(programType: string): LeadKind {
  return /launchpad/i.test(programType) ? 'launchpad' : 'contact';
}

/** The collection endpoint of a kind: POST creates, GET lists (admin). */
export const LEAD_PATHS = { launchpad: '/api/launchpad', contact: '/api/contact' } as const satisfies Record<
  LeadKind,
  string
>;
export const leadPath = (kind: LeadKind) => LEAD_PATHS[kind];
/** One lead: PATCH (status), DELETE (erase). */
export const leadItemPath = (kind: LeadKind, id: string) => `${leadPath(kind)}/${encodeURIComponent(id)}`;
/** One lead's webhook delivery: GET (state), POST (send again). */
export const leadDeliveryPath = (kind: LeadKind, id: string) => `${leadItemPath(kind, id)}/delivery`;

export function leadEndpoint(programType: string): (typeof LEAD_PATHS)[LeadKind] {
  return leadPath(leadKindFor(programType));
}

/** The key of the list in GET /api/{kind} and of the record in PATCH /api/{kind}/{id} answers. */
export const LIST_KEY = { launchpad: 'applications', contact: 'contacts' } as const satisfies Record<LeadKind, string>;
export const ITEM_KEY = { launchpad: 'application', contact: 'contact' } as const satisfies Record<LeadKind, string>;

/** Largest accepted request body of every lead or newsletter function (bytes). */
export const MAX_BODY_BYTES = 32 * 1024;

export const DEFAULT_PROGRAM_TYPE = 'Launchpad Program';
