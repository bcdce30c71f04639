import { type FormEvent, useId, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import {
  codLine,
  deliverToLine,
  type Destination,
  DESTINATION_KEY,
  feeLine,
  normalisePin,
  parseDestination,
} from '../../features/delivery/destination';
import { useCountries, useDeliveryEstimate } from '../../features/delivery/use-delivery';
import { useHydrated } from '../../app/use-hydrated';
import { localStore } from '../../lib/local-storage';
import './DeliveryCheck.css';

function rememberedDestination(): Destination | null {
  return parseDestination(localStore()?.getItem(DESTINATION_KEY) ?? null);
}

/**
 * Under the price (issue 17): "Check delivery date" for a PIN code in India, or a country abroad ("Shipping
 * abroad?"); answers "Deliver to 302029 — by Tue, 2 Dec · Cash on delivery available" with the fee, from the
 * server's zones. The last destination checked is remembered in localStorage and shown again on every product.
 */
export function DeliveryCheck() {
  // The server does not know this browser's storage: the form starts empty there and while the page hydrates, then
  // starts again with the remembered destination.
  const hydrated = useHydrated();
  return hydrated ? <DeliveryCheckForm key="remembered" remembered={rememberedDestination()} /> : <DeliveryCheckForm key="first" remembered={null} />;
}

type DeliveryCheckFormProps = { remembered: Destination | null };

function DeliveryCheckForm({ remembered }: DeliveryCheckFormProps) {
  const [destination, setDestination] = useState(remembered);
  const [abroad, setAbroad] = useState(() => destination !== null && 'country' in destination);
  const [pin, setPin] = useState(() => (destination !== null && 'pin' in destination ? destination.pin : ''));
  const [country, setCountry] = useState(() => (destination !== null && 'country' in destination ? destination.country : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = useDeliveryEstimate(destination);
  const countries = useCountries(abroad || (destination !== null && 'country' in destination));
  const headingId = useId();
  const fieldId = useId();
  const statusId = useId();

  const check = (event: FormEvent) => {
    event.preventDefault();
    let next: Destination;
    if (abroad) {
      if (country === '') return setProblem('Please choose the country to deliver to.');
      next = { country };
    } else {
      const digits = normalisePin(pin);
      if (digits === undefined) return setProblem('Please enter a 6-digit PIN code, such as 302029.');
      next = { pin: digits };
    }
    setProblem(null);
    setDestination(next);
    localStore()?.setItem(DESTINATION_KEY, JSON.stringify(next));
  };

  const switchTo = (toAbroad: boolean) => {
    setAbroad(toAbroad);
    setProblem(null);
  };

  const countryName = (code: string) => countries.data?.find((entry) => entry.code === code)?.name;
  const abroadChoices = (countries.data ?? []).filter((entry) => entry.code !== 'IN');

  return (
    <section className="delivery-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="delivery-check__title">
        Check delivery date
      </h2>
      <form className="delivery-check__form" onSubmit={check} noValidate>
        <label htmlFor={fieldId} className="delivery-check__label">
          {abroad ? 'Country' : 'PIN code'}
        </label>
        {abroad ? (
          <select id={fieldId} value={country} onChange={(event) => setCountry(event.target.value)} aria-describedby={statusId}>
            <option value="">Choose a country</option>
            {abroadChoices.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={fieldId}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder="e.g. 302029"
            aria-describedby={statusId}
            aria-invalid={problem !== null}
          />
        )}
        <button type="submit" className="button button--secondary button--small">
          Check
        </button>
      </form>
      <button type="button" className="delivery-check__switch" onClick={() => switchTo(!abroad)}>
        {abroad ? 'Delivering in India? Enter a PIN code' : 'Shipping abroad?'}
      </button>
      <div id={statusId} className="delivery-check__result" role="status" aria-live="polite">
        {problem !== null ? (
          <p className="delivery-check__problem">{problem}</p>
        ) : destination === null ? null : estimate.isPending ? (
          <p>Checking…</p>
        ) : estimate.isError ? (
          <p className="delivery-check__problem">{apiErrorMessage(estimate.error, 'We could not check this address just now. Please try again.')}</p>
        ) : (
          <>
            <p className="delivery-check__line">
              <strong>{deliverToLine(estimate.data, countryName(estimate.data.country))}</strong> · {codLine(estimate.data)}
            </p>
            <p className="delivery-check__fee">{feeLine(estimate.data)}</p>
          </>
        )}
      </div>
    </section>
  );
}
