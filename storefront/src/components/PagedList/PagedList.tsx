import type { ReactNode } from 'react';
import type { PagedState } from '../../lib/paged-query';
import { ErrorState } from '../ErrorState/ErrorState';
import { ListFoot, type ListFootProps } from '../ViewMore/ViewMore';

export type PagedListProps = Omit<ListFootProps, 'pages'> & {
  pages: PagedState;
  /** Shown while the first items load. */
  loading: ReactNode;
  /** Said when the first items could not be loaded, beside Try again. */
  errorMessage: string;
  /** Shown when there are none. */
  empty: ReactNode;
  /** The items loaded so far (`shown` of them). */
  children: ReactNode;
};

/** A list loaded page by page, in every state: loading, failed (with Retry), empty, and shown with View More. */
export function PagedList({ pages, loading, errorMessage, empty, children, ...foot }: PagedListProps) {
  if (pages.isPending) return loading;
  if (pages.isError) return <ErrorState message={errorMessage} onRetry={pages.retry} />;
  if (foot.shown === 0) return empty;
  return (
    <>
      {children}
      <ListFoot pages={pages} {...foot} />
    </>
  );
}
