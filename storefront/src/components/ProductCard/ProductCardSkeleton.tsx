import { Skeleton } from '../Skeleton/Skeleton';
import './ProductCard.css';

/** The shape of a product card while its product is on the way. */
export function ProductCardSkeleton() {
  return (
    <div className="card product-card product-card--skeleton" aria-hidden="true">
      <Skeleton aspectRatio={1} />
      <div className="product-card__body">
        <Skeleton width="40%" height="0.75rem" />
        <Skeleton width="85%" height="1.1rem" />
        <Skeleton width="55%" height="1rem" />
      </div>
    </div>
  );
}
