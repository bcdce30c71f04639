import ScienceIcon from '@mui/icons-material/Science';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { readPaymentMode } from '../api/payment-mode';

/**
 * A ribbon on every console screen, the sign-in included, while the shop runs the payment simulator
 * (PAYMENT_PROVIDER=sandbox): staff see at once that "paid" orders were paid on a test page. Fixed in a corner, it
 * covers nothing they click.
 */
export function TestPaymentsRibbon() {
  const mode = useQuery({ queryKey: ['payment-mode'], queryFn: readPaymentMode, staleTime: Infinity, retry: false });
  if (!mode.data?.testPayments) return null;
  return (
    <Box
      role="note"
      sx={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'secondary.dark',
        color: 'common.white',
        fontSize: 13,
        boxShadow: 2,
        pointerEvents: 'none',
      }}
    >
      <ScienceIcon fontSize="inherit" aria-hidden />
      <strong>Test payments:</strong> <span>the payment simulator is on, no money moves</span>
    </Box>
  );
}
