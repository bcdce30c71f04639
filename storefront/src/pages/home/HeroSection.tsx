import { Link } from 'react-router-dom';
import { FOUNDED_YEAR, HOME_TOWN } from '../../shop-details';
import { HeroArt } from './HeroArt';

/** The first screen of the shop: who we are and where to start. */
export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">
            Since {FOUNDED_YEAR} · {HOME_TOWN}, Rajasthan
          </p>
          <h1 id="hero-title" className="hero__title">
            Jewellery made by hand, <em>meant to be handed down</em>
          </h1>
          <p className="hero__lead">
            Rings, pendants, bangles, earrings, nose pins, mangalsutra and evil-eye charms, finished in our
            family workshop and sent to your door with free shipping across India.
          </p>
          <div className="hero__actions">
            <Link className="button" to="/collections">
              Shop By Category
            </Link>
            <Link className="button button--secondary" to="/story">
              Our story
            </Link>
          </div>
        </div>
        <div className="hero__art">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
