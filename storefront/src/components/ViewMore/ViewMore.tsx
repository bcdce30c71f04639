import { ErrorState } from '../ErrorState/ErrorState';
import './ViewMore.css';

export type ViewMoreProps = {
  /** How many are on screen. */
  shown: number;
  /** How many there are in all; unknown hides the count. */
  total?: number;
  /** Whether there are more to show (false hides the button). */
  hasMore: boolean;
  onMore: () => void;
  /** The next ones are on their way. */
  loading?: boolean;
  /** What is counted, e.g. 'products'. */
  noun?: string;
};

/** 'Showing 20 of 48 products' and the View More button of spec 4's grids. */
export function ViewMore({ shown, total, hasMore, onMore, loading = false, noun = 'products' }: ViewMoreProps) {
  return (
    <div className="view-more">
      {total === undefined ? null : (
        <p className="view-more__count" role="status">
          Showing {Math.min(shown, total)} of {total} {noun}
        </p>
      )}
      {hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (!loading) onMore();
          }}
          aria-disabled={loading || undefined}
        >
          {loading ? 'Loading…' : 'View More'}
        </button>
      ) : null}
    </div>
  );
}

/** What a list that loads page by page tells of its next page (its hook's answer). */
export type NextPages = {
  total?: number;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
};

export type ListFootProps = {
  pages: NextPages;
  shown: number;
  noun?: string;
  /** Said when the next page could not be loaded, beside Retry. */
  failedMessage: string;
  /** The class of a box around that message, where the list's layout wants one. */
  failedClassName?: string;
};

/** The foot of a paged list: Retry when the next page failed, the count, and View More while there are more. */
export function ListFoot({ pages, shown, noun, failedMessage, failedClassName }: ListFootProps) {
  const failed = pages.loadMoreFailed ? <ErrorState message={failedMessage} onRetry={pages.loadMore} /> : null;
  return (
    <>
      {failed !== null && failedClassName !== undefined ? <div className={failedClassName}>{failed}</div> : failed}
      <ViewMore
        shown={shown}
        total={pages.total}
        hasMore={pages.hasMore && !pages.loadMoreFailed}
        onMore={pages.loadMore}
        loading={pages.isLoadingMore}
        noun={noun}
      />
    </>
  );
}
