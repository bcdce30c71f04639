import { Link } from 'react-router-dom';
import { genderPath } from '../../lib/search-path';
import { HersArt, HisArt } from './GenderArt';

/** 'Perfect Him and Her' (spec 2): each side opens the gender search. */
export function GenderPicker() {
  return (
    <section className="gender container" aria-labelledby="gender-title">
      <div className="section-heading">
        <p className="eyebrow">Gifts they will keep</p>
        <h2 id="gender-title">Perfect Him and Her</h2>
        <div className="ornament" aria-hidden="true">
          <span />
        </div>
        <p>Bold kadas and signet rings for him, jhumkas and delicate chains for her.</p>
      </div>
      <ul className="gender__tiles">
        <li>
          <Link to={genderPath('male')} className="gender-tile gender-tile--him">
            <HisArt />
            <span className="gender-tile__text">
              <span className="gender-tile__title">For Him</span>
              <span className="gender-tile__cta">Shop men’s jewellery</span>
            </span>
          </Link>
        </li>
        <li>
          <Link to={genderPath('female')} className="gender-tile gender-tile--her">
            <HersArt />
            <span className="gender-tile__text">
              <span className="gender-tile__title">For Her</span>
              <span className="gender-tile__cta">Shop women’s jewellery</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
