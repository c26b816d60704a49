/**
 * Every named person and company in the content (Node only; tests/unit/social-proof.test.ts): home testimonials,
 * customer quotes, the logo strip, blog authors (our own team) and case-study testimonials.
 */
import { collectionFiles } from '../content/files';
import { splitRole, type CompanyMention, type PersonMention } from './people';

/** Our own staff (blog authors) work here. */
export const OUR_TEAM = '{brand}';

interface Author {
  name: string;
  role: string;
}

export function contentMentions(root = process.cwd()): { people: PersonMention[]; companies: CompanyMention[] } {
  const people: PersonMention[] = [];
  const companies: CompanyMention[] = [];
  for (const f of collectionFiles('testimonials', root)) {
    const d = f.data as { author: Author; logoName?: string };
    people.push({ name: d.author.name, ...splitRole(d.author.role), where: f.filePath });
    if (d.logoName) companies.push({ name: d.logoName, where: f.filePath });
  }
  for (const f of collectionFiles('customerQuotes', root)) {
    const d = f.data as { author: Author; company: string };
    people.push({ name: d.author.name, role: d.author.role, company: d.company, where: f.filePath });
  }
  for (const f of collectionFiles('trustedCompanies', root)) {
    for (const l of (f.data as { logos: { name: string }[] }).logos)
      companies.push({ name: l.name, where: f.filePath });
  }
  for (const f of collectionFiles('blog', root)) {
    const a = (f.data as { author?: Partial<Author> }).author;
    if (a?.name) people.push({ name: a.name, role: a.role ?? '', company: OUR_TEAM, where: f.filePath });
  }
  for (const f of collectionFiles('customerStories', root)) {
    const d = f.data as { companyName: string; testimonial?: { author?: string; position: string } | null };
    companies.push({ name: d.companyName, where: f.filePath });
    if (d.testimonial?.author) {
      const { role, company } = splitRole(d.testimonial.position);
      people.push({ name: d.testimonial.author, role, company, where: f.filePath });
    }
  }
  return { people, companies };
}
