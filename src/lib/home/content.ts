/**
 * The home page's content types, re-exported from the collection schemas (one module per collection:
 * home-page.schema.ts, home-steps.schema.ts, trusted-companies.schema.ts, testimonials.schema.ts) and helpers.
 */
export { homePageSchema, type HomePage } from './home-page.schema';
export { stepSchema, stepsSectionSchema, type Step, type StepsSection } from './home-steps.schema';
export { trustedCompaniesSchema, type TrustedCompanies } from './trusted-companies.schema';
export { testimonialSchema, type Testimonial } from './testimonials.schema';
export { testimonialsFor, initialOf } from './testimonial-helpers';
