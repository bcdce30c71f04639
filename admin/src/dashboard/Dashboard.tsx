import { Alert, Box, Card, CardContent, Chip, Grid, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useCreatePath, useGetList } from 'react-admin';
import { readOrderSummary } from '../api/dashboard';
import { formatRupees } from '../lib/money';
import { DELIVERY_LOOK, DELIVERY_STATUSES } from '../resources/orders/orderRules';
import type { Product } from '../resources/products/types';
import { LOW_STOCK } from '../resources/products/productRules';

/** How many running-out products the dashboard lists. */
const LOW_STOCK_LISTED = 10;

type TileProps = { title: string; children: ReactNode };

const Tile = ({ title, children }: TileProps) => (
  <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" color="text.secondary" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Figure = ({ children }: { children: ReactNode }) => (
  <Typography variant="h4" component="p">
    {children}
  </Typography>
);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'The figures could not be loaded.';
}

/** The orders list filtered to one delivery status. */
function useOrdersWith(): (filter: Record<string, string>) => string {
  const createPath = useCreatePath();
  return (filter) => `${createPath({ resource: 'orders', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

const OrderFigures = () => {
  const summary = useQuery({ queryKey: ['dashboard', 'orders-summary'], queryFn: readOrderSummary });
  const ordersWith = useOrdersWith();
  if (summary.isPending) {
    return (
      <Grid size={{ xs: 12 }}>
        <Skeleton variant="rounded" height={120} />
      </Grid>
    );
  }
  if (summary.isError) {
    return (
      <Grid size={{ xs: 12 }}>
        <Alert severity="error">{messageOf(summary.error)}</Alert>
      </Grid>
    );
  }
  const { today, byStatus } = summary.data;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Tile title="Orders today">
          <Figure>{today.orders}</Figure>
          <Typography variant="caption" color="text.secondary">
            Since midnight (India), past the payment step, not cancelled
          </Typography>
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Tile title="Revenue today">
          <Figure>{formatRupees(today.revenue)}</Figure>
          <Typography variant="caption" color="text.secondary">
            What those orders come to
          </Typography>
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Tile title="Orders by status">
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {DELIVERY_STATUSES.map((status) => (
              <Chip
                key={status}
                component={RouterLink}
                to={ordersWith({ delivery_status: status })}
                clickable
                color={DELIVERY_LOOK[status].colour}
                variant="outlined"
                label={`${DELIVERY_LOOK[status].label}: ${byStatus[status]}`}
              />
            ))}
          </Stack>
        </Tile>
      </Grid>
    </>
  );
};

/** Products with LOW_STOCK or fewer left, fewest first, each linking to its edit page. */
const LowStock = () => {
  const createPath = useCreatePath();
  const { data, isPending, error } = useGetList<Product>('products', {
    filter: { stock: 'low' },
    sort: { field: 'stock', order: 'ASC' },
    pagination: { page: 1, perPage: LOW_STOCK_LISTED },
  });
  if (isPending) return <Skeleton variant="rounded" height={160} />;
  if (error) return <Alert severity="error">{messageOf(error)}</Alert>;
  if (!data.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        Every product has more than {LOW_STOCK} pieces.
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {data.map((product) => (
        <ListItem key={product.id} disableGutters secondaryAction={<StockChip stock={product.stock} />}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={createPath({ resource: 'products', id: product.id, type: 'edit' })}>
                {product.name}
              </Link>
            }
          />
        </ListItem>
      ))}
    </List>
  );
};

const StockChip = ({ stock }: { stock: number }) =>
  stock === 0 ? <Chip label="Out of stock" color="error" size="small" /> : <Chip label={`${stock} left`} color="warning" size="small" />;

/** The console's home: today's sales, orders by status and what is running out; a seller's own figures. */
export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <Grid container spacing={2}>
      <OrderFigures />
      <Grid size={{ xs: 12, md: 6 }}>
        <Tile title={`Running low (${LOW_STOCK} or fewer)`}>
          <LowStock />
        </Tile>
      </Grid>
    </Grid>
  </Box>
);
