import { ActionLinks } from '../../components/ActionLinks/ActionLinks';
import { NotFoundSection } from '../../components/NotFoundSection/NotFoundSection';
import './not-found.css';

/** Every path without a screen. */
export function NotFoundPage() {
  return (
    <NotFoundSection
      className="container not-found"
      tabTitle="Page not found"
      heading="Page not found"
      before={
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
      }
    >
      <p className="not-found__text">
        This page seems to have slipped off its chain. It may have moved, or the link may be mistyped. Let us
        help you find something beautiful instead.
      </p>
      <ActionLinks
        className="not-found__actions"
        main={{ label: 'Back to home', to: '/' }}
        other={{ label: 'Browse collections', to: '/collections' }}
      />
    </NotFoundSection>
  );
}
