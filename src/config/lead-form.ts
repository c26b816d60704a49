/**
 * Copy and choices of the lead dialog (spec 000 §2.8, §8; spec 001 §3 'Launchpad application').
 * Quoted specification strings are used word for word. No process.env here: the dialog bundle imports this.
 */
export const LEAD_COPY = {
  fields: {
    name: { label: 'Full name', placeholder: 'Your name', autoComplete: 'name' },
    email: { label: 'Work email', placeholder: 'you@company.com', autoComplete: 'email' },
    phone: { label: 'Phone number', placeholder: '+91 98765 43210', autoComplete: 'tel' },
    company: { label: 'Company', placeholder: 'Your brand or company', autoComplete: 'organization' },
    message: { label: 'Message', placeholder: 'Tell us what you are looking for (optional)', autoComplete: 'off' },
  },
  optional: 'optional',
  submit: 'Submit',
  submitting: 'Submitting...',
  continue: 'Continue',
  back: 'Back',
  skipAndSubmit: 'Skip & Submit',
  submitApplication: 'Submit Application',
  close: 'Close',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepOneTitle: 'Your details',
  stepTwoTitle: 'Tell us about your brand',
  stepTwoIntro: 'Optional: a few details help us prepare for the first call. You can skip this step.',
  pricing: 'Pricing',
  success: {
    title: 'Thank You!',
    text: 'Your application has been received. Our team will contact you shortly to discuss next steps.',
    whatsapp: 'Message us on WhatsApp',
  },
  failure: {
    title: 'Something went wrong',
    text: "We couldn't process your submission. Please try again or contact us directly.",
    retry: 'Try Again',
    emailUs: 'Email us',
  },
  honeypot: "Leave this field empty if you're human",
} as const;

export const LAUNCHPAD_DETAIL_FIELDS = {
  website: { label: 'Website', placeholder: 'https://yourbrand.com' },
  industry: {
    label: 'Industry',
    options: ['Beauty & Personal Care', 'Fashion & Apparel', 'Food & Beverage', 'Health & Wellness', 'Home & Kitchen', 'Electronics & Gadgets', 'Baby & Kids', 'Pet Care', 'Other'],
  },
  monthlyOrders: { label: 'Monthly orders', options: ['Under 100', '100-500', '500-2,000', '2,000-10,000', 'Over 10,000'] },
  averageOrderValue: { label: 'Average order value', options: ['Under $10 / ₹800', '$10-$30 / ₹800-₹2,500', '$30-$100 / ₹2,500-₹8,000', 'Over $100 / ₹8,000'] },
  productCategory: { label: 'Product category', placeholder: 'e.g. skincare, snacks, activewear' },
  targetAudience: { label: 'Target audience', placeholder: 'Who buys from you? Age, interests, cities' },
  currentMarketingChannels: {
    label: 'Current marketing channels',
    options: ['Instagram', 'YouTube', 'Meta ads', 'Google ads', 'Marketplaces', 'Email & WhatsApp', 'Offline retail'],
  },
  influencerBudget: { label: 'Monthly influencer budget', options: ['Barter only', 'Under $500 / ₹40,000', '$500-$2,000 / ₹40,000-₹1,60,000', 'Over $2,000 / ₹1,60,000'] },
  campaignGoals: { label: 'Campaign goals', options: ['Brand awareness', 'User-generated content', 'Product reviews', 'Sales', 'Marketplace ratings', 'Launch a new product'] },
  additionalInfo: { label: 'Anything else', placeholder: 'Timelines, questions, products you want to push' },
} as const;
