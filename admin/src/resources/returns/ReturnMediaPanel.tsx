import { Alert, Box, Button, ButtonBase, CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { ReturnMedia, ReturnRecord } from './types';
import { usePrivateMedia } from './usePrivateMedia';

const THUMB = 120;

type PhotoProps = { photo: ReturnMedia; number: number };

/** A thumbnail of a customer's photo; clicking it opens the photo full size. */
const Photo = ({ photo, number }: PhotoProps) => {
  const { url, error } = usePrivateMedia(photo.id);
  const [open, setOpen] = useState(false);
  const label = `Photo ${number}`;
  if (error) return <Alert severity="warning">{`${label}: ${error}`}</Alert>;
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        disabled={!url}
        aria-label={`Open ${label.toLowerCase()} full size`}
        sx={{ width: THUMB, height: THUMB, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        {url ? <img src={url} alt={label} width={THUMB} height={THUMB} style={{ objectFit: 'cover' }} /> : <CircularProgress size={24} aria-label={`Loading ${label.toLowerCase()}`} />}
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-labelledby={`photo-${photo.id}`}>
        <DialogTitle id={`photo-${photo.id}`}>{label}</DialogTitle>
        <DialogContent>
          {url ? <img src={url} alt={`${label}, full size`} style={{ maxWidth: '100%', maxHeight: '80vh', display: 'block' }} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type VideoProps = { video: ReturnMedia };

const LoadedVideo = ({ video }: VideoProps) => {
  const { url, error } = usePrivateMedia(video.id);
  if (error) return <Alert severity="warning">{`The unboxing video: ${error}`}</Alert>;
  if (!url) return <CircularProgress size={24} aria-label="Loading the unboxing video" />;
  return <video src={url} controls aria-label="Unboxing video" style={{ maxWidth: '100%', maxHeight: '60vh', display: 'block' }} />;
};

/** The unboxing video of a missing-item claim: fetched (up to 50 MB) only when staff ask for it. */
const UnboxingVideo = ({ video }: VideoProps) => {
  const [shown, setShown] = useState(false);
  return shown ? (
    <LoadedVideo video={video} />
  ) : (
    <Button variant="outlined" onClick={() => setShown(true)}>
      Play the unboxing video ({megabytes(video.bytes)})
    </Button>
  );
};

/** The customer's photos (thumbnails opening full size) and unboxing video, fetched with the staff token. */
export const ReturnMediaPanel = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret) return null;
  const photos = ret.media.filter((media) => media.kind === 'photo');
  const videos = ret.media.filter((media) => media.kind === 'video');
  if (!photos.length && !videos.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        No photo or video.
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {photos.length ? (
        <Box role="list" aria-label="Photos" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {photos.map((photo, index) => (
            <Box role="listitem" key={photo.id}>
              <Photo photo={photo} number={index + 1} />
            </Box>
          ))}
        </Box>
      ) : null}
      {videos.map((video) => (
        <UnboxingVideo key={video.id} video={video} />
      ))}
    </Stack>
  );
};
