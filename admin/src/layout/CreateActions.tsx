import { CreateButton, FilterButton, TopToolbar } from 'react-admin';

/** A list's top buttons: Add, after the filter menu for lists with filters that are not always shown. */
export const CreateActions = ({ withFilters = false }: { withFilters?: boolean }) => (
  <TopToolbar>
    {withFilters ? <FilterButton /> : null}
    <CreateButton />
  </TopToolbar>
);
