import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleFormIterator, SimpleFormIteratorClasses, useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { TipButton } from '../../layout/TipButton';

/**
 * Buttons of an ordered list in a form (paragraphs, sections), named after the item and its number so that each
 * is told apart by screen readers and tests ("Move section 2 up"). react-admin's own are all called "Move up".
 */
type ItemButtonsProps = { noun: string };

const MoveButtons = ({ noun }: ItemButtonsProps) => {
  const { index, total, reOrder } = useSimpleFormIteratorItem();
  const number = index + 1;
  return (
    <Stack direction="row">
      <TipButton tip="Move up" label={`Move ${noun} ${number} up`} icon={<ArrowUpIcon fontSize="small" />} disabled={index === 0} onClick={() => reOrder(index - 1)} />
      <TipButton
        tip="Move down"
        label={`Move ${noun} ${number} down`}
        icon={<ArrowDownIcon fontSize="small" />}
        disabled={index >= total - 1}
        onClick={() => reOrder(index + 1)}
      />
    </Stack>
  );
};

const RemoveButton = ({ noun }: ItemButtonsProps) => {
  const { index, remove } = useSimpleFormIteratorItem();
  return <TipButton tip="Remove" label={`Remove ${noun} ${index + 1}`} icon={<DeleteIcon fontSize="small" />} onClick={() => remove()} />;
};

type AddItemButtonProps = { label: string; newItem: () => unknown };

const AddItemButton = ({ label, newItem }: AddItemButtonProps) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => add(newItem())}>
      {label}
    </Button>
  );
};

/** The item buttons always show (react-admin shows them only while hovering, which keyboards and touch never do). */
const iteratorSx = {
  [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' },
  [`& .${SimpleFormIteratorClasses.line}`]: { py: 1, gap: 1 },
  [`& .${SimpleFormIteratorClasses.form}`]: { flex: 1 },
  [`& .${SimpleFormIteratorClasses.buttons}`]: { pt: 1 },
} as const;

type ItemsIteratorProps = ItemButtonsProps & { newItem: () => unknown; children: ReactNode };

/** The items of an ordered list in a form, each with its numbered buttons: add, remove, move up and down. */
export const ItemsIterator = ({ noun, newItem, children }: ItemsIteratorProps) => (
  <SimpleFormIterator
    disableClear
    fullWidth
    sx={iteratorSx}
    addButton={<AddItemButton label={`Add ${noun}`} newItem={newItem} />}
    removeButton={<RemoveButton noun={noun} />}
    reOrderButtons={<MoveButtons noun={noun} />}
  >
    {children}
  </SimpleFormIterator>
);
