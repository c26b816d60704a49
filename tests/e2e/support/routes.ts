import { STATIC_ROUTES, CASE_STUDY_SLUGS } from '../../../src/config/routes';

/** Every page route the site serves. */
export const ALL_ROUTES: string[] = [...STATIC_ROUTES, ...CASE_STUDY_SLUGS.map((s) => `/customer-stories/${s}`)];
