import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type PanelProps = { title: string; children: ReactNode };

/** A titled card of a show page (an order's, a return's), named by its title for assistive technology. */
export const Panel = ({ title, children }: PanelProps) => (
  <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
