import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { SimpleFormIteratorClasses, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';

/**
 * Buttons of an ordered list in a form (paragraphs, sections), named after the item and its number so that each
 * is told apart by screen readers and tests ("Move section 2 up"). react-admin's own are all called "Move up".
 */
export type ItemButtonsProps = { noun: string };

export const MoveButtons = ({ noun }: ItemButtonsProps) => {
  const { index, total, reOrder } = useSimpleFormIteratorItem();
  const number = index + 1;
  return (
    <Stack direction="row">
      <Tooltip title="Move up">
        <span>
          <IconButton size="small" aria-label={`Move ${noun} ${number} up`} disabled={index === 0} onClick={() => reOrder(index - 1)}>
            <ArrowUpIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton size="small" aria-label={`Move ${noun} ${number} down`} disabled={index >= total - 1} onClick={() => reOrder(index + 1)}>
            <ArrowDownIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
};

export const RemoveButton = ({ noun }: ItemButtonsProps) => {
  const { index, remove } = useSimpleFormIteratorItem();
  return (
    <Tooltip title="Remove">
      <IconButton size="small" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove()}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

export type AddItemButtonProps = { label: string; newItem: () => unknown; disabled?: boolean };

export const AddItemButton = ({ label, newItem, disabled }: AddItemButtonProps) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => add(newItem())} disabled={disabled}>
      {label}
    </Button>
  );
};

/** The item buttons always show (react-admin shows them only while hovering, which keyboards and touch never do). */
export const iteratorSx = {
  [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' },
  [`& .${SimpleFormIteratorClasses.line}`]: { py: 1, gap: 1 },
  [`& .${SimpleFormIteratorClasses.form}`]: { flex: 1 },
  [`& .${SimpleFormIteratorClasses.buttons}`]: { pt: 1 },
} as const;
