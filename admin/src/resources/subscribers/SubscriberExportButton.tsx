import DownloadIcon from '@mui/icons-material/Download';
import { saveFile } from '@shop/openapi/save-file';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadSubscribersCsv } from '../../api/exports';
import { csvFileName } from './subscriberRules';

/** Export CSV: the addresses the list shows (its filters and order, every page), as the server writes them. */
export const SubscriberExportButton = () => {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, contentDisposition } = await downloadSubscribersCsv(filterValues, sort);
      saveFile(blob, csvFileName(contentDisposition, new Date()));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The file could not be downloaded.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="Export CSV" onClick={() => void download()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
