import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { SHOP_NAME } from '../../shop-details';
import './RouteErrorPage.css';

/**
 * Shown when a screen fails to load or breaks (most often after a new release replaced the code the
 * open tab was using): say so plainly and offer a fresh start.
 */
export type RouteErrorPageProps = {
  /** True when the whole layout failed, so this page is the only content and must be the main landmark. */
  standalone?: boolean;
};

export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const content = (
    <div className="route-error">
      <title>{`Something went wrong | ${SHOP_NAME}`}</title>
      <p className="eyebrow">{SHOP_NAME}</p>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it; your cart and account are safe.</p>
      {detail === null ? null : <p className="route-error__detail">{detail}</p>}
      <div className="button-row route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a className="button button--secondary" href="/">
          Go to the home page
        </a>
      </div>
    </div>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
