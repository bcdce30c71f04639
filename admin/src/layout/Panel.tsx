import { Alert, Card, CardContent, Grid, type GridProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type PanelProps = {
  title: string;
  /** The grid cell it takes on the page: the full width unless said. */
  size?: GridProps['size'];
  children: ReactNode;
};

/** A titled card of a show page (an order's, a return's) in its grid cell, named by its title for assistive technology. */
export const Panel = ({ title, size = { xs: 12 }, children }: PanelProps) => (
  <Grid size={size}>
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Grid>
);

/** A sentence across the top of a show page (why an order was cancelled, why a return was rejected); nothing without one. */
export const PageNote = ({ children }: { children: ReactNode }) =>
  children ? (
    <Grid size={{ xs: 12 }}>
      <Alert severity="info">{children}</Alert>
    </Grid>
  ) : null;
