import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import './PolicyFigure.css';

export type PolicyFigureProps = {
  /** The figure or words from the return policy (GET /api/returns/policy); undefined while it loads. */
  children: ReactNode | undefined;
  /** About the figure's width, e.g. '1.2em' for a number of days. */
  width: string;
};

/**
 * A figure of the return policy in running text, or while the policy loads a shimmer of about its width, so the text
 * around it does not move when it comes (the pages drawn on the server have it at once).
 */
export function PolicyFigure({ children, width }: PolicyFigureProps) {
  if (children === undefined) {
    return (
      <span className="policy-figure">
        <Skeleton width={width} height="1em" />
      </span>
    );
  }
  return <>{children}</>;
}
