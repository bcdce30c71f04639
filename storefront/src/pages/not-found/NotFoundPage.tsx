import { ActionLinks } from '../../components/ActionLinks/ActionLinks';
import { SHOP_NAME } from '../../shop-details';
import './not-found.css';

/** Every path without a screen. */
export function NotFoundPage() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <title>{`Page not found | ${SHOP_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="not-found__text">
        This page seems to have slipped off its chain. It may have moved, or the link may be mistyped. Let us
        help you find something beautiful instead.
      </p>
      <ActionLinks
        className="not-found__actions"
        main={{ label: 'Back to home', to: '/' }}
        other={{ label: 'Browse collections', to: '/collections' }}
      />
    </section>
  );
}
