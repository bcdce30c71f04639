import { Link } from 'react-router-dom';
import { DELIVERY_BUSINESS_DAYS, ORDER_PROCESSING_HOURS } from '../../constants';
import type { PriceBreakup as Breakup, Product } from '../../features/catalog/api';
import { Accordion } from './Accordion';
import { PriceBreakup } from './PriceBreakup';
import { ProductReviews } from './ProductReviews';
import './ProductDetails.css';

export type ProductDetailsProps = { product: Product; breakup: Breakup };

/**
 * Spec 2's accordions, one open at a time: Description (open at first), Price breakup (issue 16), Shipping
 * Information, Customer Reviews.
 */
export function ProductDetails({ product, breakup }: ProductDetailsProps) {
  return (
    <section className="product-details" aria-label="Product details">
      <Accordion
        initiallyOpen="description"
        sections={[
          { id: 'description', title: 'Description', render: () => <Description product={product} /> },
          { id: 'breakup', title: 'Price breakup', render: () => <PriceBreakup breakup={breakup} /> },
          { id: 'shipping', title: 'Shipping Information', render: () => <ShippingInformation /> },
          {
            id: 'reviews',
            title: `Customer Reviews (${product.reviewCount})`,
            render: () => <ProductReviews product={product} />,
          },
        ]}
      />
    </section>
  );
}

type DescriptionProps = { product: Product };

function Description({ product }: DescriptionProps) {
  const paragraphs = product.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="product-details__text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {product.points.length === 0 ? (
        <p className="product-details__muted">No points available.</p>
      ) : (
        <ul className="product-details__points">
          {product.points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** DECISIONS.md: standard shipping is free; spec 9: processed within 48 hours, delivered in 5–7 business days. */
function ShippingInformation() {
  return (
    <div className="product-details__text">
      <ul className="product-details__points">
        <li>
          <strong>Free standard shipping</strong> on every order across India.
        </li>
        <li>Orders are processed and packed within {ORDER_PROCESSING_HOURS} hours of being placed.</li>
        <li>
          Delivery takes {DELIVERY_BUSINESS_DAYS.min}–{DELIVERY_BUSINESS_DAYS.max} business days from dispatch.
        </li>
      </ul>
      <p>
        Read our <Link to="/refund">shipping, return and refund policy</Link> for the details.
      </p>
    </div>
  );
}
