import type { ReactNode } from 'react';
import { CountBadge } from '../../components/CountBadge/CountBadge';
import { Icon, type IconName } from '../../components/Icon/Icon';

export type HeaderActionFaceProps = {
  icon: IconName;
  /** The word under the icon. */
  label: ReactNode;
  /** The label's class beside header-action__label, e.g. for the shopper's name. */
  labelClassName?: string;
  /** A CountBadge on the icon: how many, and what is counted for screen readers. */
  badge?: { count: number | undefined; label: string };
};

/** What a header action shows inside its link or button: the icon (with its count) and the word under it. */
export function HeaderActionFace({ icon, label, labelClassName, badge }: HeaderActionFaceProps) {
  return (
    <>
      <span className="header-action__icon">
        <Icon name={icon} />
        {badge === undefined ? null : <CountBadge count={badge.count} label={badge.label} />}
      </span>
      <span className={labelClassName === undefined ? 'header-action__label' : `header-action__label ${labelClassName}`}>{label}</span>
    </>
  );
}
