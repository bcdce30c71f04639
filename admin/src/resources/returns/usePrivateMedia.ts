import { useEffect, useState } from 'react';
import { fetchReturnMedia } from '../../api/returnMedia';

export type PrivateMedia = { url?: string; error?: string };

/**
 * A return's photo or video as an object URL of its bytes, fetched with the staff token; revoked when the component
 * goes. Key the component by the media's id: the state belongs to one file.
 */
export function usePrivateMedia(mediaId: string): PrivateMedia {
  const [media, setMedia] = useState<PrivateMedia>({});
  useEffect(() => {
    let url: string | undefined;
    let gone = false;
    fetchReturnMedia(mediaId).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setMedia({ url });
      },
      (error: unknown) => {
        if (!gone) setMedia({ error: error instanceof Error ? error.message : 'The file could not be loaded.' });
      },
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [mediaId]);
  return media;
}
