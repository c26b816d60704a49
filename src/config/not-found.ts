/** Copy of the not-found page (spec 001 'Not-found page', §8). */
export const notFound = {
  sentence: "Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or the URL might be incorrect.",
  popular: [
    { label: 'Influencer API', href: '/influencer-api' },
    { label: 'Managed Services', href: '/managed-services' },
    { label: 'Launchpad', href: '/launchpad' },
    { label: 'Customer Stories', href: '/customer-stories' },
    { label: 'Blog', href: '/blog' },
  ],
} as const;
