import { Box, Button, Checkbox, FormControlLabel, FormGroup, Link, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { TableHeadings } from '../../layout/TableHeadings';
import { useBusyAction } from '../../layout/useBusyAction';
import { CourierAwbFields, useCourierAwb } from '../couriers/CourierAwbFields';
import { formatDateTime } from '../../lib/dates';
import { shippableLines } from './orderRules';
import type { Order, ShipOrderPayload, Shipment } from './types';

type ShipmentRowProps = { shipment: Shipment; order: Order; busy: boolean; onDelivered: (shipment: Shipment) => void };

const ShipmentRow = ({ shipment, order, busy, onDelivered }: ShipmentRowProps) => {
  const names = order.products.filter((line) => shipment.lineIds.includes(line._id)).map((line) => `${line.quantity} × ${line.name}`);
  return (
    <TableRow>
      <TableCell>{shipment.courier}</TableCell>
      <TableCell>
        <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {shipment.awb}
        </Link>
      </TableCell>
      <TableCell>{names.join(', ') || `${shipment.items} pieces`}</TableCell>
      <TableCell>
        {[shipment.weightGrams === null ? null : `${shipment.weightGrams} g`, shipment.packages === 1 ? '1 package' : `${shipment.packages} packages`]
          .filter(Boolean)
          .join(' · ')}
      </TableCell>
      <TableCell>{formatDateTime(shipment.shippedAt)}</TableCell>
      <TableCell>
        {shipment.deliveredAt ? (
          `Delivered ${formatDateTime(shipment.deliveredAt)}`
        ) : (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => onDelivered(shipment)}>
            Mark delivered
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};

type ShipFormProps = { order: Order; onShipped: () => void };

/** Courier, AWB, optional weight and packages, and the lines in the parcel (every unshipped one ticked). */
const ShipForm = ({ order, onShipped }: ShipFormProps) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const lines = shippableLines(order);
  const parcel = useCourierAwb();
  const { courier, typed } = parcel;
  const [weight, setWeight] = useState('');
  const [packages, setPackages] = useState('1');
  const [chosen, setChosen] = useState<string[]>(() => lines.map((line) => line._id));
  const { busy, run } = useBusyAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ShipOrderPayload = { courierId: parcel.courierId, awb: typed, packages: Number(packages) || 1, lineIds: chosen };
    if (weight.trim() !== '') body.weightGrams = Number(weight);
    return run(async () => {
      await dataProvider.shipOrder(order.id, body);
      notify(`Shipped by ${courier?.name ?? 'courier'}, AWB ${typed}; the customer is mailed the tracking link.`, { type: 'success' });
      parcel.setAwb('');
      setWeight('');
      onShipped();
    }, 'The order could not be shipped.');
  };

  return (
    <Box component="form" aria-label="Ship" onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Ship
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <CourierAwbFields state={parcel} />
        <TextField label="Weight (grams)" type="number" value={weight} onChange={(event) => setWeight(event.target.value)} size="small" slotProps={{ htmlInput: { min: 1 } }} />
        <TextField label="Packages" type="number" value={packages} onChange={(event) => setPackages(event.target.value)} size="small" slotProps={{ htmlInput: { min: 1, max: 99 } }} />
      </Stack>
      <FormGroup sx={{ mt: 1 }} aria-label="Pieces in this parcel">
        {lines.map((line) => (
          <FormControlLabel
            key={line._id}
            label={`${line.quantity} × ${line.name}`}
            control={
              <Checkbox
                checked={chosen.includes(line._id)}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, line._id] : chosen.filter((id) => id !== line._id))}
              />
            }
          />
        ))}
      </FormGroup>
      <Button type="submit" variant="contained" disabled={busy || !parcel.complete || chosen.length === 0} sx={{ mt: 1 }}>
        Ship {chosen.length === lines.length ? 'these pieces' : `${chosen.length} of ${lines.length} pieces`}
      </Button>
    </Box>
  );
};

/**
 * The order's parcels (courier, AWB with its tracking link, pieces, weight, dates) with Mark delivered, and the Ship
 * form while lines the caller may ship are left: a seller sees and ships only their own pieces.
 */
export const OrderShipments = () => {
  const order = useRecordContext<Order>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction();
  if (!order) return null;

  const delivered = (shipment: Shipment) =>
    run(async () => {
      await dataProvider.markShipmentDelivered(shipment._id);
      notify(`Parcel ${shipment.awb} marked delivered.`, { type: 'success' });
      refresh();
    }, 'The parcel could not be marked delivered.');

  const canShip = ['placed', 'warehouse', 'shipped'].includes(order.delivery_status) && shippableLines(order).length > 0;
  return (
    <>
      {order.shipments.length ? (
        <Table size="small" aria-label="Parcels">
          <TableHeadings headings={['Courier', 'AWB', 'Pieces', 'Weight', 'Shipped', 'Delivery']} />
          <TableBody>
            {order.shipments.map((shipment) => (
              <ShipmentRow key={shipment._id} shipment={shipment} order={order} busy={busy} onDelivered={(s) => void delivered(s)} />
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not shipped yet.
        </Typography>
      )}
      {canShip ? <ShipForm key={order.shipments.length} order={order} onShipped={refresh} /> : null}
    </>
  );
};
