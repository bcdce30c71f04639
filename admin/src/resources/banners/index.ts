import BannerIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { BannerCreate } from './BannerCreate';
import { BannerEdit } from './BannerEdit';
import { BannerList } from './BannerList';

export default {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: BannerIcon,
  recordRepresentation: (banner: { category: string; alt: string }) => (banner.alt ? `${banner.alt} (${banner.category})` : banner.category),
} satisfies Omit<ResourceProps, 'name'>;
