import { STATIC_ROUTES, CASE_STUDY_SLUGS, BLOG_POST_IDS } from '../../../src/config/routes';

/** Every page route the site serves. */
export const ALL_ROUTES: string[] = [...STATIC_ROUTES, ...CASE_STUDY_SLUGS.map((s) => `/customer-stories/${s}`), ...BLOG_POST_IDS.map((id) => `/blog/${id}`)];
