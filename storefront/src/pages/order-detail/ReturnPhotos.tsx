import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { FieldError } from '../../components/Field/Field';
import type { ReturnPolicy } from '../../features/returns/api';
import { formatBytes, PHOTO_TYPES, photoProblem } from '../../features/returns/return-labels';
import { useUploadReturnMedia } from '../../features/returns/use-returns';

/** A chosen photo: its preview, and its upload's outcome. */
export type ReturnPhoto = { key: string; name: string; preview: string; state: 'uploading' | 'done' | 'error'; id: string | null; error: string | null };

export type ReturnPhotosProps = {
  policy: Pick<ReturnPolicy, 'maxPhotos' | 'maxPhotoBytes' | 'maxVideoBytes'>;
  photos: readonly ReturnPhoto[];
  onChange: (update: (photos: readonly ReturnPhoto[]) => readonly ReturnPhoto[]) => void;
  error?: string;
};

/**
 * Optional photos of a return (issue 18): chosen with a file input (the limits said beside it), previewed, each uploaded
 * at once so that a wrong file is told at once; a photo may be removed before the request is sent.
 */
export function ReturnPhotos({ policy, photos, onChange, error }: ReturnPhotosProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadReturnMedia();
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  // The previews' object URLs are let go with the form.
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const choose = (files: File[]) => {
    const room = policy.maxPhotos - photos.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(`At most ${policy.maxPhotos} photos: ${files.length - Math.max(0, room)} not added.`);
    for (const file of files.slice(0, Math.max(0, room))) {
      const wrong = photoProblem(file, policy);
      if (wrong !== null) {
        problems.push(wrong);
        continue;
      }
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      onChange((current) => [...current, { key, name: file.name, preview, state: 'uploading', id: null, error: null }]);
      upload.mutateAsync(file).then(
        (media) =>
          onChange((current) =>
            current.map((photo) =>
              photo.key !== key
                ? photo
                : media.kind === 'photo'
                  ? { ...photo, state: 'done', id: media.id }
                  : { ...photo, state: 'error', error: `${file.name} is not a photo.` },
            ),
          ),
        (failure: unknown) =>
          onChange((current) =>
            current.map((photo) => (photo.key === key ? { ...photo, state: 'error', error: apiErrorMessage(failure, `${file.name} could not be uploaded.`) } : photo)),
          ),
      );
    }
    setProblem(problems.length === 0 ? null : problems.join(' '));
  };

  const remove = (photo: ReturnPhoto) => {
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
    onChange((current) => current.filter((other) => other.key !== photo.key));
  };

  const shownError = error ?? problem ?? undefined;
  return (
    <div className="field returns-photos">
      <label className="field__label" htmlFor={inputId}>
        Photos (optional)
      </label>
      <input
        id={inputId}
        type="file"
        className="returns-photos__input"
        accept={PHOTO_TYPES.join(',')}
        multiple
        disabled={photos.length >= policy.maxPhotos}
        aria-describedby={shownError === undefined ? hintId : `${hintId} ${errorId}`}
        aria-invalid={shownError === undefined ? undefined : true}
        onChange={(event) => {
          choose(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={hintId} className="field__hint">
        {`Up to ${policy.maxPhotos} photos, ${formatBytes(policy.maxPhotoBytes)} each (JPEG, PNG, WebP, GIF or AVIF).`}
      </p>
      <FieldError id={errorId} message={shownError} alert />
      {photos.length === 0 ? null : (
        <ul className="returns-photos__list" aria-label="Chosen photos">
          {photos.map((photo) => (
            <li key={photo.key} className="returns-photos__photo">
              <img src={photo.preview} alt={`Preview of ${photo.name}`} width={96} height={96} className="returns-photos__preview" />
              <span className="returns-photos__state" aria-live="polite">
                {photo.state === 'uploading' ? 'Uploading…' : photo.state === 'done' ? 'Uploaded' : photo.error}
              </span>
              <button type="button" className="button button--secondary button--small" onClick={() => remove(photo)}>
                Remove <span className="visually-hidden">{photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
