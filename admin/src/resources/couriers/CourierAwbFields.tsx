import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { awbFits } from './courierRules';
import type { Courier } from './types';

/** A courier chosen among the active ones and an AWB number typed for it, checked against the courier's format. */
export type CourierAwb = {
  couriers: Courier[];
  courierId: string;
  setCourierId: (id: string) => void;
  /** As typed. */
  awb: string;
  setAwb: (awb: string) => void;
  /** The chosen courier, once one is. */
  courier?: Courier;
  /** The AWB as sent: spaces out, upper case. */
  typed: string;
  /** Why the AWB is not the chosen courier's, if it is not. */
  awbError?: string;
  /** A courier is chosen and the AWB fits it. */
  complete: boolean;
};

/** The state of a courier-and-AWB pair of fields (a parcel shipped, a return's pickup); `enabled: false` lists no couriers. */
export function useCourierAwb(enabled = true): CourierAwb {
  const list = useGetList<Courier>(
    'couriers',
    { filter: { active: true }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled },
  );
  const [courierId, setCourierId] = useState('');
  const [awb, setAwb] = useState('');
  const couriers = list.data ?? [];
  const courier = couriers.find((candidate) => candidate.id === courierId);
  const typed = awb.replace(/\s+/g, '').toUpperCase();
  const awbError = courier && typed !== '' && !awbFits(courier.awbPattern, typed) ? `Not a ${courier.name} AWB number (format ${courier.awbPattern})` : undefined;
  return { couriers, courierId, setCourierId, awb, setAwb, courier, typed, awbError, complete: Boolean(courier) && typed !== '' && awbError === undefined };
}

/** The courier select and the AWB field of a useCourierAwb pair. */
export const CourierAwbFields = ({ state, awbLabel = 'AWB number' }: { state: CourierAwb; awbLabel?: string }) => (
  <>
    <TextField select label="Courier" value={state.courierId} onChange={(event) => state.setCourierId(event.target.value)} required sx={{ minWidth: 220 }} size="small">
      {state.couriers.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      label={awbLabel}
      value={state.awb}
      onChange={(event) => state.setAwb(event.target.value)}
      required
      size="small"
      error={state.awbError !== undefined}
      helperText={state.awbError ?? (state.courier ? `Format ${state.courier.awbPattern}` : ' ')}
    />
  </>
);
