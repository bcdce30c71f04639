import type { ResourceProps } from 'react-admin';

type Pages = Pick<ResourceProps, 'list' | 'create' | 'edit' | 'icon'>;

/**
 * A resource whose menu entry and page titles read `label` (react-admin would humanise its path name: "Delivery-zones"),
 * each record named by its `recordRepresentation` field, its name unless told.
 */
export const labelledResource = (label: string, pages: Pages, recordRepresentation = 'name') =>
  ({ ...pages, recordRepresentation, options: { label } }) satisfies Omit<ResourceProps, 'name'>;
