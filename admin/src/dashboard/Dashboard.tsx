import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Alert, Box, Card, CardContent, Chip, Grid, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useCreatePath } from 'react-admin';
import { type DashboardFigures, readDashboard } from '../api/dashboard';
import { useIsAdmin } from '../auth/useIsAdmin';
import { formatRupees } from '../lib/money';
import { DELIVERY_LOOK, DELIVERY_STATUSES } from '../resources/orders/orderRules';
import { LOW_STOCK } from '../resources/products/productRules';
import { type Comparison, compareOrders, compareRevenue, type Trend, weekdayOf } from './salesRules';
import { TopSellers } from './TopSellers';

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

type FigureProps = { value: ReactNode; note: string };

const Figure = ({ value, note }: FigureProps) => (
  <>
    <Typography variant="h4" component="p">
      {value}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {note}
    </Typography>
  </>
);

/** The chart library is a third of the console's code: loaded apart, when the dashboard is shown, not on every page. */
const SalesChart = lazy(async () => ({ default: (await import('./SalesChart')).SalesChart }));

const TREND_LOOK: Readonly<Record<Trend, { Icon: typeof TrendingUpIcon; colour: string }>> = {
  up: { Icon: TrendingUpIcon, colour: 'success.main' },
  down: { Icon: TrendingDownIcon, colour: 'error.main' },
  same: { Icon: TrendingFlatIcon, colour: 'text.secondary' },
};

/** Today against the same time last week: the sentence says up or down; the arrow and its colour repeat it. */
const Versus = ({ comparison }: { comparison: Comparison }) => {
  const { Icon, colour } = TREND_LOOK[comparison.trend];
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, color: colour }}>
      <Icon fontSize="small" aria-hidden />
      {comparison.sentence}
    </Typography>
  );
};

/** Each delivery status with its count, linking to the orders list filtered to it. */
const OrdersByStatus = ({ byStatus }: Pick<DashboardFigures, 'byStatus'>) => {
  const createPath = useCreatePath();
  const ordersList = createPath({ resource: 'orders', type: 'list' });
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {DELIVERY_STATUSES.map((status) => (
        <Chip
          key={status}
          component={RouterLink}
          to={`${ordersList}?filter=${encodeURIComponent(JSON.stringify({ delivery_status: status }))}`}
          clickable
          color={DELIVERY_LOOK[status].colour}
          variant="outlined"
          label={`${DELIVERY_LOOK[status].label}: ${byStatus[status]}`}
        />
      ))}
    </Stack>
  );
};

const StockChip = ({ stock }: { stock: number }) =>
  stock === 0 ? <Chip label="Out of stock" color="error" size="small" /> : <Chip label={`${stock} left`} color="warning" size="small" />;

/** Products and gifts with LOW_STOCK or fewer left, fewest first, each linking to its edit page (a gift's under Gifts). */
const LowStock = ({ lowStock }: Pick<DashboardFigures, 'lowStock'>) => {
  const createPath = useCreatePath();
  if (!lowStock.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        Every product has more than {LOW_STOCK} pieces.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Products running low">
      {lowStock.map((product) => (
        <ListItem key={product._id} disableGutters secondaryAction={<StockChip stock={product.stock} />}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={createPath({ resource: product.isGift ? 'gifts' : 'products', id: product._id, type: 'edit' })}>
                {product.name}
              </Link>
            }
          />
        </ListItem>
      ))}
    </List>
  );
};

const Figures = ({ figures }: { figures: DashboardFigures }) => {
  const isAdmin = useIsAdmin();
  const createPath = useCreatePath();
  const { today, sameTimeLastWeek, days, topSellers } = figures.sales;
  const weekday = weekdayOf(days.at(-1)?.date ?? new Date().toISOString().slice(0, 10));
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Tile title="Orders today">
          <Figure value={today.orders} note="Since midnight (India), past the payment step, not cancelled" />
          <Versus comparison={compareOrders(today.orders, sameTimeLastWeek.orders, weekday)} />
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Tile title="Revenue today">
          <Figure value={formatRupees(today.revenue)} note={isAdmin ? 'What those orders come to' : 'Your pieces in those orders'} />
          <Versus comparison={compareRevenue(today.revenue, sameTimeLastWeek.revenue, weekday)} />
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Tile title="Orders by status">
          <OrdersByStatus byStatus={figures.byStatus} />
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Tile title="Sales, last 30 days">
          <Suspense fallback={<Skeleton variant="rounded" height={340} aria-label="Loading the chart" />}>
            <SalesChart days={days} />
          </Suspense>
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Tile title="Best sellers, last 30 days">
          <TopSellers topSellers={topSellers} />
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Tile title={`Running low (${LOW_STOCK} or fewer)`}>
          <LowStock lowStock={figures.lowStock} />
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Tile title="Newsletter">
          <Figure value={figures.subscribers} note="Addresses subscribed" />
          {isAdmin ? (
            <Box sx={{ mt: 1 }}>
              <Link component={RouterLink} to={createPath({ resource: 'subscribers', type: 'list' })} variant="body2">
                See the addresses
              </Link>
            </Box>
          ) : null}
        </Tile>
      </Grid>
    </>
  );
};

/**
 * The console's home (GET /api/admin/dashboard): today's sales against the same time last week, orders by status,
 * revenue and orders per day over 30 days, the best sellers, what is running out and the newsletter's reach.
 */
export const Dashboard = () => {
  const figures = useQuery({ queryKey: ['dashboard'], queryFn: readDashboard });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Grid container spacing={2}>
        {figures.isPending ? (
          <Grid size={{ xs: 12 }}>
            <Skeleton variant="rounded" height={240} aria-label="Loading the figures" />
          </Grid>
        ) : figures.isError ? (
          <Grid size={{ xs: 12 }}>
            <Alert severity="error">{figures.error instanceof Error ? figures.error.message : 'The figures could not be loaded.'}</Alert>
          </Grid>
        ) : (
          <Figures figures={figures.data} />
        )}
      </Grid>
    </Box>
  );
};
