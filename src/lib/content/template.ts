/** Copy with placeholders: "Read the {company} story" + { company: 'Plum' } -> "Read the Plum story". */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
