/** The English name of an ISO 3166-1 alpha-2 code, as the browser knows it: 'US' → 'United States'; no code: India. */
export function countryName(code: string | undefined): string {
  const region = code ?? 'IN';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
