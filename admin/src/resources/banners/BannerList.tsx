import { Divider, Tab, Tabs } from '@mui/material';
import { DataTable, List, TextField, useListContext } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { BANNER_CATEGORIES } from './bannerRules';
import { BannerPictureField } from './BannerPictureField';
import type { Banner } from './types';

const Column = DataTable.Col<Banner>;
const ALL = 'all';

/** One tab per place of the shop (the list's `category` filter), plus every banner. */
const CategoryTabs = () => {
  const { filterValues, displayedFilters, setFilters, setSort } = useListContext<Banner>();
  const current = typeof filterValues.category === 'string' ? filterValues.category : ALL;
  const select = (category: string) => {
    const { category: _previous, ...others } = filterValues;
    setFilters(category === ALL ? others : { ...others, category }, displayedFilters);
    // Within one place banners show in position order; across places, grouped by place.
    setSort(category === ALL ? { field: 'category', order: 'ASC' } : { field: 'position', order: 'ASC' });
  };
  return (
    <>
      <Tabs value={current} onChange={(_, value: string) => select(value)} variant="scrollable" aria-label="Where the banners show">
        <Tab value={ALL} label="All" />
        {BANNER_CATEGORIES.map((category) => (
          <Tab key={category} value={category} label={category} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
};

export const BannerList = () => (
  <List<Banner> sort={{ field: 'category', order: 'ASC' }} perPage={25} exporter={false}>
    <CategoryTabs />
    <DataTable<Banner> rowClick="edit">
      <Column label="Picture" disableSort>
        <BannerPictureField width={160} />
      </Column>
      <Column source="category" label="Shown on" />
      <Column source="position" label="Position" align="right" />
      <Column source="alt" label="Alt text" disableSort />
      <Column source="link" label="Link" disableSort>
        <TextField<Banner> source="link" emptyText="—" />
      </Column>
      <DateColumn source="createdAt" label="Added" />
    </DataTable>
  </List>
);
