import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '../../components/Price/Price';
import { RatesStrip } from '../../components/RatesStrip/RatesStrip';
import { Stars } from '../../components/Stars/Stars';
import type { Product } from '../../features/catalog/api';
import { DeliveryCheck } from './DeliveryCheck';
import { defaultOption, shortDescription, stockText } from './product-rules';
import { ProductActions } from './ProductActions';
import { ReturnPromise } from './ReturnPromise';
import { SpecialOffers } from './SpecialOffers';
import './ProductSummary.css';

export type ProductSummaryProps = { product: Product };

/**
 * Beside the pictures (spec 2): the name (the page's one h1), rating, stock, price with the struck list price
 * and percent off, the delivery check and whether the piece may be returned, the short description, the colour and
 * size choices, the buttons and the special offers.
 */
export function ProductSummary({ product }: ProductSummaryProps) {
  // Spec 2's defaults are colour white and size full; a product without them starts at its first option
  const [color, setColor] = useState(() => defaultOption(product.color, 'white'));
  const [size, setSize] = useState(() => defaultOption(product.size, 'full'));
  const inStock = product.stock > 0;

  return (
    <div className="product-summary">
      <p className="eyebrow product-summary__category">
        <Link to={`/category-data/${product.categorySlug}`}>{product.category}</Link>
        {product.brand === '' ? null : <span className="product-summary__brand"> · {product.brand}</span>}
      </p>
      <h1 className="product-summary__name">{product.name}</h1>

      <div className="product-summary__facts">
        <Stars rating={product.rating} reviewCount={product.reviewCount} size={18} />
        <p className={inStock ? 'product-summary__stock' : 'product-summary__stock product-summary__stock--out'}>
          {stockText(product.stock)}
        </p>
      </div>

      <div className="product-summary__price">
        <Price price={product.price} discount={product.discount} size="large" />
        {product.discount ? <span className="product-summary__off">{product.discount}% off</span> : null}
      </div>
      <RatesStrip />
      <DeliveryCheck />
      <ReturnPromise product={product} />

      {product.description.trim() === '' ? null : (
        <p className="product-summary__description">{shortDescription(product.description)}</p>
      )}

      {product.color.length > 0 || product.size.length > 0 ? (
        <div className="product-summary__options">
          <OptionSelect label="Colour" options={product.color} value={color} onChange={setColor} />
          <OptionSelect label="Size" options={product.size} value={size} onChange={setSize} />
        </div>
      ) : null}

      <ProductActions product={product} size={size} color={color} />
      <SpecialOffers sellerId={product.sellerId} />
    </div>
  );
}

type OptionSelectProps = { label: string; options: string[]; value: string; onChange: (value: string) => void };

/** One of the piece's choices (colour, size) as a menu; nothing when the piece offers none. */
function OptionSelect({ label, options, value, onChange }: OptionSelectProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="product-summary__option">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
