import type { ListingQuery } from '../../lib/listing-query';

export type ListingHeading = { eyebrow: string; title: string; lead: string };

const GENDER_HEADINGS: Record<NonNullable<ListingQuery['gender']>, ListingHeading> = {
  male: { eyebrow: 'For him', title: 'Men’s Jewellery', lead: 'Kadas, chains, signet rings and bracelets made to be worn every day.' },
  female: { eyebrow: 'For her', title: 'Women’s Jewellery', lead: 'Jhumkas, mangalsutras, nose pins and bangles, from everyday pieces to bridal sets.' },
  kids: { eyebrow: 'For little ones', title: 'Kids’ Jewellery', lead: 'Soft, safe nazariya bracelets, anklets and charms in pure silver and gold.' },
};

/** What the listing's banner says for what was asked (spec 2: a search, a category, a gender, or /best-seller). */
export function listingHeading(query: ListingQuery, bestSeller: boolean): ListingHeading {
  if (bestSeller) {
    return { eyebrow: 'Most loved', title: 'Best Seller', lead: 'The pieces our customers rate highest, best first.' };
  }
  if (query.value !== '') {
    return {
      eyebrow: query.category === '' ? 'Search' : `Search in ${query.category}`,
      title: `Results for “${query.value}”`,
      lead: 'Every piece that matches, typos forgiven.',
    };
  }
  if (query.category !== '') {
    return { eyebrow: 'Collection', title: query.category, lead: `Every piece in ${query.category}, newest first.` };
  }
  if (query.gender !== null) return GENDER_HEADINGS[query.gender];
  return { eyebrow: 'The whole shop', title: 'All Jewellery', lead: 'Every piece we make, newest first.' };
}
