import { BannerPage } from '../../components/PageBanner/PageBanner';
import { ProductResults } from '../../components/ProductResults/ProductResults';
import { CATEGORY_PAGING } from '../../features/catalog/category-products';
import { useProductPages } from '../../features/catalog/use-product-pages';
import type { Banner } from '../../features/content/api';
import { useBanners } from '../../features/content/use-banners';
import { BannerImage } from '../../components/StoredImage/StoredImage';
import './evil-eye.css';

/** The shop's evil-eye categories (the demo catalogue's names; the server matches them case-insensitively). */
const EVIL_EYE = 'Evil Eye';
const BABY_CHARMS = "Baby's Evil Eye Charms";

/**
 * /evil-eye (spec 2): under the 'Evil Eye Elegance' banner (or the plain one when there is none), the
 * evil-eye pieces, then the baby charms under their own banner. Every card shows its discount badge, swaps
 * to its second picture on hover and has a heart that adds or removes it.
 */
export function EvilEyePage() {
  const banners = useBanners();
  const hero = banners.data?.find((banner) => banner.category === 'Evil Eye Elegance');
  const babyBanner = banners.data?.find((banner) => banner.category === "Baby's Evil Eye Charms");
  const evilEye = useProductPages({ category: EVIL_EYE }, CATEGORY_PAGING);
  const babyCharms = useProductPages({ category: BABY_CHARMS }, CATEGORY_PAGING);

  return (
    <BannerPage
      documentTitle="Evil Eye Jewellery"
      eyebrow="Nazar collection"
      title="Evil Eye Elegance"
      lead="Blue nazar bracelets, pendants, rings and earrings to keep bad luck away, in gold, rose gold and silver."
      image={hero}
      className="evil-eye"
    >
      <section aria-labelledby="evil-eye-title" className="evil-eye__section">
        <h2 id="evil-eye-title" className="evil-eye__title">
          Evil eye pieces
        </h2>
        <ProductResults
          pages={evilEye}
          variant="listing"
          columns="four"
          eagerCount={2}
          alwaysShowBadge
          emptyTitle="No evil-eye pieces right now"
          emptyText="New nazar pieces are on their way from the workshop."
          emptyAction={{ label: 'All categories', to: '/collections' }}
        />
      </section>
      <section aria-labelledby="baby-charms-title" className="evil-eye__section">
        <SectionBanner id="baby-charms-title" title={BABY_CHARMS} banner={babyBanner} />
        <ProductResults
          pages={babyCharms}
          variant="listing"
          columns="four"
          skeletonCount={4}
          alwaysShowBadge
          emptyTitle="No baby charms right now"
          emptyText="Soft, safe nazariya pieces for little ones arrive soon."
        />
      </section>
    </BannerPage>
  );
}

type SectionBannerProps = { id: string; title: string; banner: Banner | undefined };

/** A section's heading, over its banner picture when there is one. */
function SectionBanner({ id, title, banner }: SectionBannerProps) {
  return (
    <div className={banner === undefined ? 'section-banner' : 'picture-banner section-banner section-banner--image'}>
      {banner === undefined ? null : (
        <BannerImage banner={banner} className="picture-banner__picture section-banner__image" sizes="(min-width: 1216px) 1152px, 100vw" />
      )}
      <h2 id={id} className="section-banner__title">
        {title}
      </h2>
    </div>
  );
}
