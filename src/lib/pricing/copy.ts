/** Fills the '{brand}' placeholder of content copy with the configured brand name. */
export function withBrand(text: string, brand: string): string {
  return text.replaceAll('{brand}', brand);
}
