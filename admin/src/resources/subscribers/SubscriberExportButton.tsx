import DownloadIcon from '@mui/icons-material/Download';
import { saveFile } from '@shop/openapi/save-file';
import { Button, useListContext } from 'react-admin';
import { downloadSubscribersCsv } from '../../api/exports';
import { useBusyAction } from '../../layout/useBusyAction';
import { csvFileName } from './subscriberRules';

/** Export CSV: the addresses the list shows (its filters and order, every page), as the server writes them. */
export const SubscriberExportButton = () => {
  const { filterValues, sort, total } = useListContext();
  const { busy, run } = useBusyAction();

  const download = () =>
    run(async () => {
      const { blob, contentDisposition } = await downloadSubscribersCsv(filterValues, sort);
      saveFile(blob, csvFileName(contentDisposition, new Date()));
    }, 'The file could not be downloaded.');

  return (
    <Button label="Export CSV" onClick={() => void download()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
