import { HELP_CHAT_URL, SUPPORT_ADDRESS, SUPPORT_HOURS, SUPPORT_PHONES } from '../../shop-details';

export type ContactCardProps = {
  title?: string;
  /** A sentence about when to get in touch. */
  intro?: string;
};

/** How to reach the shop: phones, WhatsApp and the workshop's address. */
export function ContactCard({ title = 'Need a hand?', intro }: ContactCardProps) {
  return (
    <section className="info-card" aria-label={title}>
      <h2>{title}</h2>
      {intro === undefined ? null : <p>{intro}</p>}
      <ul>
        {SUPPORT_PHONES.map((phone) => (
          <li key={phone.dial}>
            {phone.label}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
          </li>
        ))}
        <li>
          <a href={HELP_CHAT_URL} target="_blank" rel="noopener noreferrer">
            Chat with us on WhatsApp
          </a>
        </li>
      </ul>
      <p>{SUPPORT_HOURS}</p>
      <address>
        <p>
          {SUPPORT_ADDRESS.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      </address>
    </section>
  );
}
