import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../components/Field/Field';
import type { CouponState } from '../../features/cart/use-coupon';
import { couponReach } from '../../features/coupon/coupon-offer';
import { formatPrice } from '../../lib/money';
import './CouponBox.css';

export type CouponBoxProps = { coupon: CouponState };

/**
 * The coupon input with Apply (spec 2): the server's answer is shown beside it — the discount and the new total — with
 * Remove; a refused code shows spec 5's sentence under the input, tied to it and announced.
 */
export function CouponBox({ coupon }: CouponBoxProps) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const { applied, error, isPending } = coupon;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    coupon.apply(code);
  };

  if (applied !== null) {
    return (
      <div className="coupon-box coupon-box--applied" role="status">
        <p>
          <strong>{applied.code}</strong> applied: {couponReach(applied)}, you save {formatPrice(applied.couponDiscount)}. New
          total {formatPrice(applied.total)}.
        </p>
        <button
          type="button"
          className="link-button"
          aria-label={`Remove coupon ${applied.code}`}
          onClick={() => {
            setCode('');
            coupon.remove();
          }}
          disabled={isPending}
        >
          Remove
        </button>
      </div>
    );
  }

  return (
    <form className="coupon-box" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        Coupon code
      </label>
      <div className="coupon-box__row">
        <input
          id={inputId}
          className="field__input"
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : errorId}
        />
        <button type="submit" className="button button--secondary" disabled={isPending}>
          {isPending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <FieldError id={errorId} message={error} alert className="coupon-box__error" />
    </form>
  );
}
