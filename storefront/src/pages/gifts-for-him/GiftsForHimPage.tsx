import { BannerPage } from '../../components/PageBanner/PageBanner';
import { ProductResults } from '../../components/ProductResults/ProductResults';
import { useGiftsForHim } from '../../features/gifts/use-gift-pages';
import '../gift-store/gift-store.css';

/** /gifts-for-him (spec 2, footer link): gifts and pieces for men, gifts first, on the gift store's cards. */
export function GiftsForHimPage() {
  const pages = useGiftsForHim();
  return (
    <BannerPage
      description="Kadas, chains, rudraksha bracelets and rings for men, many boxed as gifts."
      eyebrow="Gift store"
      title="Gifts for Him"
      lead="Kadas, chains, bracelets and rings for the men in your life, in silver and gold."
      className="gift-store"
    >
      <h2 className="visually-hidden">Gifts and pieces for him</h2>
      <ProductResults
        pages={pages}
        variant="category"
        columns="four"
        eagerCount={2}
        emptyTitle="No gifts for him right now"
        emptyText="New pieces for men are on their way from the workshop."
        emptyAction={{ label: 'All gifts', to: '/gift-store' }}
      />
    </BannerPage>
  );
}
