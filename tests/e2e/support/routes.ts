import { allRoutes } from '../../../src/config/routes';

/** Every page route the site serves: page files plus one page per collection entry (derived, see src/config/routes.ts). */
export const ALL_ROUTES: string[] = allRoutes();
