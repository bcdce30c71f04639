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
