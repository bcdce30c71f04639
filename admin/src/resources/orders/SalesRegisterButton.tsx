import TableIcon from '@mui/icons-material/TableChart';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { saveFile } from '@shop/openapi/save-file';
import { useState } from 'react';
import { Button } from 'react-admin';
import { downloadSalesRegister } from '../../api/exports';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { useBusyAction } from '../../layout/useBusyAction';
import { fileNameOf } from '../../lib/files';
import { checkMonth, previousMonth } from './orderRules';

/**
 * Sales register (admins): a month's invoices and credit notes as the server's CSV, what GSTR-1 is filed from. The
 * month picked in a dialog, last month first (the one filed in the first days of this one).
 */
export const SalesRegisterButton = () => {
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const { busy, run } = useBusyAction();
  if (!isAdmin) return null;

  const error = checkMonth(month);
  const download = () =>
    run(async () => {
      const { blob, contentDisposition } = await downloadSalesRegister(month);
      saveFile(blob, fileNameOf(contentDisposition, `sales-register-${month}.csv`));
      setOpen(false);
    }, 'The sales register could not be downloaded.');

  return (
    <>
      <Button label="Sales register" onClick={() => setOpen(true)}>
        <TableIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="sales-register-title">
        <DialogTitle id="sales-register-title">Sales register</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Every invoice and credit note issued in the month (Indian time), credit notes as negatives, as a CSV file for GSTR-1.
          </DialogContentText>
          <TextField
            label="Month"
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            error={error !== undefined}
            helperText={error ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={() => setOpen(false)} />
          <Button label="Download CSV" variant="contained" onClick={() => void download()} disabled={busy || error !== undefined} />
        </DialogActions>
      </Dialog>
    </>
  );
};
