import { Link } from 'react-router-dom';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { StaticPage } from '../../components/StaticPage/StaticPage';
import { FOUNDED_YEAR, HOME_TOWN, SHOP_NAME } from '../../shop-details';

/** Brand Story (spec 2 and 1: founded 2001 in a town in Rajasthan). */
export function StoryPage() {
  return (
    <StaticPage
      eyebrow="Brand story"
      title="Our Story"
      lead={`From a two-bench workshop in ${HOME_TOWN} to homes across India and abroad: how a family of jewellers learnt to make pieces people keep for a lifetime.`}
      description={`How ${SHOP_NAME} began in ${HOME_TOWN}, Rajasthan, in ${FOUNDED_YEAR}, and how we still make every piece by hand.`}
      aside={<ContactCard title="Visit or call us" intro="We love hearing where our pieces end up. Say hello." />}
    >
      <h2>It began with a nose pin</h2>
      <p>
        In {FOUNDED_YEAR}, in a narrow lane of {HOME_TOWN}, a few kilometres south of Jaipur, two brothers from a
        family of goldsmiths set up a workbench in the front room of their house. Their first order was a single
        nose pin for a neighbour’s wedding. It took three days, because they refused to send it out until the tiny
        stone sat perfectly level. The bride still wears it.
      </p>
      <p>
        Word travelled the way it does in small towns: from one wedding to the next, from aunts to cousins, from
        the market square to the villages around it. Within a few years the front room had become a proper
        workshop with a second bench, an apprentice, and a waiting list for festival season.
      </p>

      <h2>Rajasthan in every piece</h2>
      <p>
        {HOME_TOWN} has always been a town of craftspeople, famous for its hand-block printing and its patient,
        careful hands. We grew up among printers, potters and dyers, and their sense of colour and pattern found
        its way into our work: the arches of the old havelis in our pendants, the petals of a block-printed border
        in our earrings, the blue of the evil eye that every grandmother here pins on a newborn.
      </p>
      <blockquote>
        <p>“A piece of jewellery is finished when you cannot tell where the hand stopped and the metal began.”</p>
      </blockquote>
      <p>
        That saying from our first teacher is still painted above the workshop door. It is why we file every clasp
        by hand, why each stone is set and checked twice, and why a piece leaves our bench only when it feels
        right on the skin, not just when it looks right in a photograph.
      </p>

      <h2>From our bench to your door</h2>
      <p>
        For many years you could only buy our jewellery if you knew someone who knew us. As customers moved away
        to Bengaluru, Mumbai, Dubai and London and kept writing to ask for “one more pair of those jhumkas”, we
        knew it was time to open our doors wider. This shop is that door. The pieces you see here are made in the
        same workshop, by many of the same people, in the same unhurried way.
      </p>
      <p>
        Today our family of craftspeople makes rings, pendants, bangles, earrings, nose pins, mangalsutra and our
        much-loved evil-eye charms. We pack every order ourselves in {HOME_TOWN}, and we ship it free of charge
        anywhere in India.
      </p>

      <h2>What has not changed</h2>
      <ul>
        <li>Every piece is finished and inspected by hand before it is packed.</li>
        <li>We describe materials plainly on each product page, so you know exactly what you are buying.</li>
        <li>We answer the phone ourselves. If something is not right, we will make it right.</li>
      </ul>
      <p>
        Thank you for being part of a story that started with one small nose pin. We hope something here becomes
        part of yours. Read more <Link to="/about">about how we work</Link>, or see our{' '}
        <Link to="/refund">shipping and returns promise</Link>.
      </p>
    </StaticPage>
  );
}
