import type { ReactNode } from 'react';
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
        <GenderTile gender="male" side="him" art={<HisArt />} title="For Him" cta="Shop men’s jewellery" />
        <GenderTile gender="female" side="her" art={<HersArt />} title="For Her" cta="Shop women’s jewellery" />
      </ul>
    </section>
  );
}

type GenderTileProps = {
  gender: Parameters<typeof genderPath>[0];
  /** The tile's colour modifier. */
  side: 'him' | 'her';
  art: ReactNode;
  title: string;
  cta: string;
};

/** One side of the picker: its picture and words, opening that gender's search. */
function GenderTile({ gender, side, art, title, cta }: GenderTileProps) {
  return (
    <li>
      <Link to={genderPath(gender)} className={`gender-tile gender-tile--${side}`}>
        {art}
        <span className="gender-tile__text">
          <span className="gender-tile__title">{title}</span>
          <span className="gender-tile__cta">{cta}</span>
        </span>
      </Link>
    </li>
  );
}
