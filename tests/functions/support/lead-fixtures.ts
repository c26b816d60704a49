/** Lead records in the stored shape (src/lib/lead/schema.ts), for function and e2e tests of the admin side. */
import { newLeadId } from '../../../src/lib/lead/storage';
import type { ContactSubmission, LaunchpadApplication } from '../../../src/lib/lead/schema';

let counter = 0;
const hex = () => (++counter).toString(16).padStart(4, '0') + Math.random().toString(16).slice(2, 10).padEnd(8, '0');

export function contactFixture(overrides: Partial<ContactSubmission> = {}, at = Date.now()): ContactSubmission {
  const id = overrides.id ?? newLeadId(at, hex());
  return {
    id,
    name: 'Riya Sharma',
    email: 'riya@example.com',
    phone: '9876543210',
    company: 'Acme Foods',
    programType: 'Managed Services',
    location: 'India',
    pricingTier: '',
    message: 'We would like a proposal.',
    status: 'pending',
    createdAt: new Date(at).toISOString(),
    attribution: null,
    ...overrides,
  };
}

export function launchpadFixture(overrides: Partial<LaunchpadApplication> = {}, at = Date.now()): LaunchpadApplication {
  const id = overrides.id ?? newLeadId(at, hex());
  return {
    ...contactFixture({ id, programType: 'Launchpad', pricingTier: 'India - ₹39,999/month', message: '' }, at),
    website: 'https://acme.example',
    industry: 'Food & Beverage',
    monthlyOrders: '500-1000',
    averageOrderValue: '₹1,200',
    productCategory: 'Snacks',
    targetAudience: 'Urban millennials',
    currentMarketingChannels: ['Instagram', 'Meta Ads'],
    influencerBudget: '₹1-2 lakh',
    campaignGoals: ['Brand awareness', 'Sales'],
    additionalInfo: 'Shipping across India.',
    ...overrides,
  };
}

/** A valid Launchpad application as a visitor submits it (POST /api/launchpad). */
export const LAUNCHPAD_SUBMISSION = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Glow Labs',
  message: 'We ship skincare.',
  programType: 'Launchpad Program',
  location: 'India',
  pricingTier: '₹39,999/month',
};
