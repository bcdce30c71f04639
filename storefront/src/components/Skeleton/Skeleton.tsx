import type { CSSProperties } from 'react';
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
