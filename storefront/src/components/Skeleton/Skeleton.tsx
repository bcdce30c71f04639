import type { CSSProperties, ReactNode } from 'react';
import './Skeleton.css';

export type SkeletonProps = {
  /** CSS width, e.g. '60%'. */
  width?: string;
  /** CSS height, e.g. '1rem'. */
  height?: string;
  /** width / height of a picture's box, e.g. 1 for a square. */
  aspectRatio?: number;
  shape?: 'block' | 'round';
};

/** A quiet shimmering shape where content will appear; hidden from screen readers (the region says it is loading). */
export function Skeleton({ width, height, aspectRatio, shape = 'block' }: SkeletonProps) {
  // a box with an aspect ratio takes its height from its width
  const style: CSSProperties = { width, height: height ?? (aspectRatio === undefined ? undefined : 'auto'), aspectRatio };
  return <span className={`skeleton skeleton--${shape}`} style={style} aria-hidden="true" />;
}

export type LoadingStatusProps = {
  /** What screen readers are told is on its way, e.g. 'Loading posts…'. */
  label: string;
  className?: string;
  /** The skeleton shapes standing in for the content. */
  children: ReactNode;
};

/** Where content is loading: announced once by its label, while the skeleton shapes stand in for it. */
export function LoadingStatus({ label, className, children }: LoadingStatusProps) {
  return (
    <div role="status" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

export type SkeletonListProps = {
  label: string;
  /** The list's own class, so that the shapes are laid out as its items will be. */
  className: string;
  count: number;
  itemClassName?: string;
  /** One item's shapes. */
  children: ReactNode;
};

/** A list's shape while its items load: `count` items of the same shapes, announced once as loading. */
export function SkeletonList({ label, className, count, itemClassName, children }: SkeletonListProps) {
  return (
    <LoadingStatus label={label}>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={itemClassName}>
            {children}
          </li>
        ))}
      </ul>
    </LoadingStatus>
  );
}
