import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { emptyToUndefined, OptionalQueryNumber } from '../../../common/dto/paging-query.dto.js';

// The dearest a product may be (save-product.dto.ts): its paise, 10^9, fit the int4 price column; a bound above
// would overflow the column's type in the comparison (a 500), and matches nothing anyway.
const MAX_PRICE_RUPEES = 10_000_000;

export const SORTS = ['low-to-high', 'high-to-low', 'newest', 'rating', 'discount'] as const;

/** The listing and search query (spec 3 'Search query'), plus gender and minimum discount. */
export class QueryProductsDto {
  /** Category name or slug (or a slug it had before), case-insensitive. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MaxLength(100)
  category?: string;

  /**
   * The slug of a category, as in the storefront's /category-data/{slug}, or a slug it had before: only that category's
   * products, none when no category has or had it (a name is not looked for). Case-insensitive. Beside `category`,
   * which takes a name or a slug.
   */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MaxLength(100)
  categorySlug?: string;

  /** Minimum rating, 0–5. */
  @OptionalQueryNumber()
  @Min(0)
  @Max(5)
  rating?: number;

  /** Lowest sale price in rupees, at most 10 000 000. */
  @OptionalQueryNumber()
  @Min(0)
  @Max(MAX_PRICE_RUPEES)
  lowPrice?: number;

  /** Highest sale price in rupees, at most 10 000 000. */
  @OptionalQueryNumber()
  @Min(0)
  @Max(MAX_PRICE_RUPEES)
  highPrice?: number;

  /** low-to-high or high-to-low on the sale price; also newest, rating, discount. Default: relevance when searching, else newest. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(SORTS)
  sortPrice?: (typeof SORTS)[number];

  /** 1-based page. */
  @OptionalQueryNumber({ whole: true })
  @Min(1)
  @Max(10_000)
  pageNumber?: number;

  /** Page size, 1–60 (default 20). */
  @OptionalQueryNumber({ whole: true })
  @Min(1)
  @Max(60)
  parPage?: number;

  /** Words to search for in names, brands and descriptions; tolerant of typos. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MaxLength(100)
  searchValue?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['male', 'female', 'kids'])
  gender?: 'male' | 'female' | 'kids';

  /** Minimum discount percent (the deals page asks for 20). */
  @OptionalQueryNumber({ whole: true })
  @Min(0)
  @Max(100)
  minDiscount?: number;
}

export class SuggestionsQueryDto {
  /** What the shopper has typed so far. */
  @IsString()
  @MaxLength(100)
  q: string;
}
