import { IconButton, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';

type TipButtonProps = {
  /** The tooltip, a verb ("Remove"). */
  tip: string;
  /** The accessible name, telling the item apart ("Remove picture 2"). */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** Given for buttons that can be disabled: they sit in a span, as a disabled button fires no events for the tooltip. */
  disabled?: boolean;
};

/** A small icon button with its tooltip, as the console's list and picture editors use them. */
export const TipButton = ({ tip, label, icon, onClick, disabled }: TipButtonProps) => {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return <Tooltip title={tip}>{disabled === undefined ? button : <span>{button}</span>}</Tooltip>;
};
