import { useQuery } from '@tanstack/react-query';
import { SIDEBAR_PRODUCTS } from '../../constants';
import { catalogApi } from '../catalog/api';
import { catalogKeys } from '../catalog/query-keys';
import { sidebarProducts } from './recently-viewed';
import { useRecentlyViewed } from './use-recently-viewed';

/**
 * The blog sidebar's 'Recently Viewed Products': the pieces this shopper opened, newest first; for a
 * shopper who has opened none, the catalogue's products 3 to 6 (spec 2), asked for only then.
 */
export function useSidebarProducts() {
  const viewed = useRecentlyViewed();
  const catalogue = useQuery({
    queryKey: catalogKeys.home(),
    queryFn: catalogApi.homeProducts,
    staleTime: 5 * 60 * 1000,
    enabled: viewed.length === 0,
  });
  return {
    products: sidebarProducts(viewed, catalogue.data?.products ?? [], SIDEBAR_PRODUCTS),
    /** Whether these are the shopper's own pieces rather than the catalogue's. */
    ownViews: viewed.length > 0,
    isPending: viewed.length === 0 && catalogue.isPending,
    isError: viewed.length === 0 && catalogue.isError,
    retry: () => void catalogue.refetch(),
  };
}
