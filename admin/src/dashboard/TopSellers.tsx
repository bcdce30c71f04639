import { Avatar, Link, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import type { DashboardFigures } from '../api/dashboard';
import { formatRupees } from '../lib/money';
import { thumbnailOf } from '../uploads/pictures';
import { formatCount } from './salesRules';

export type TopSellersProps = { topSellers: DashboardFigures['sales']['topSellers'] };

/** The pieces that sold most over the 30 days, each linking to its edit page (a gift's under Gifts), with pieces sold and revenue. */
export const TopSellers = ({ topSellers }: TopSellersProps) => {
  const createPath = useCreatePath();
  if (!topSellers.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing sold in the last 30 days.
      </Typography>
    );
  }
  return (
    <List dense disablePadding component="ol" aria-label="Best sellers, last 30 days">
      {topSellers.map((piece) => (
        <ListItem key={piece._id} disableGutters>
          <ListItemAvatar>
            <Avatar variant="rounded" src={piece.image ? thumbnailOf(piece.image) : undefined} alt="" />
          </ListItemAvatar>
          <ListItemText
            primary={
              <Link component={RouterLink} to={createPath({ resource: piece.isGift ? 'gifts' : 'products', id: piece._id, type: 'edit' })}>
                {piece.name}
              </Link>
            }
            secondary={`${formatCount(piece.units)} ${piece.units === 1 ? 'piece' : 'pieces'} · ${formatRupees(piece.revenue)}`}
          />
        </ListItem>
      ))}
    </List>
  );
};
