import { useId, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { FieldError } from '../../components/Field/Field';
import type { ReturnEligibility, ReturnMedia, ReturnPolicy } from '../../features/returns/api';
import { formatOrderDate } from '../../features/orders/order-labels';
import { formatBytes, VIDEO_TYPES, videoProblem } from '../../features/returns/return-labels';
import { useClaimMissing, useUploadReturnMedia } from '../../features/returns/use-returns';
import { REFUND_FIELDS } from './RefundDetailsFields';
import { PiecesComment, ReturnsFormFrame, usePiecesForm } from './ReturnsFormFrame';

const FIELDS = ['lines', 'comment', 'videoId', ...REFUND_FIELDS] as const;
const FALLBACK = 'We could not send your report. Please try again.';

/** The unboxing video: chosen and uploading, uploaded (its id), or refused. */
type VideoState = { state: 'none' } | { state: 'uploading'; name: string } | { state: 'done'; name: string; media: ReturnMedia };

export type MissingItemFormProps = {
  eligibility: ReturnEligibility;
  policy: ReturnPolicy;
  onDone: () => void;
};

/**
 * "Report a missing item" (issue 18), within the hours after delivery the policy gives: which pieces, a note, and the
 * unboxing video (MP4 or WebM, its size cap said), uploaded as soon as it is chosen; a file that is not one is refused
 * plainly, before or by the server.
 */
export function MissingItemForm({ eligibility, policy, onDone }: MissingItemFormProps) {
  const videoId = useId();
  const videoHintId = useId();
  const videoErrorId = useId();
  const claim = useClaimMissing(eligibility.orderId);
  const upload = useUploadReturnMedia();
  const form = usePiecesForm(eligibility, FIELDS, FALLBACK, onDone);
  const [video, setVideo] = useState<VideoState>({ state: 'none' });

  const setVideoError = (message: string | null) =>
    form.setErrors((current) => {
      const fields = { ...current.fields };
      if (message === null) delete fields['videoId'];
      else fields['videoId'] = message;
      return { ...current, fields };
    });

  const chooseVideo = (file: File | undefined) => {
    if (file === undefined) return;
    const wrong = videoProblem(file, policy);
    if (wrong !== null) {
      setVideo({ state: 'none' });
      setVideoError(wrong);
      return;
    }
    setVideoError(null);
    setVideo({ state: 'uploading', name: file.name });
    upload.mutate(file, {
      onSuccess: (media) => {
        if (media.kind !== 'video') {
          setVideo({ state: 'none' });
          setVideoError(`${file.name} is not an MP4 or WebM video.`);
          return;
        }
        setVideo({ state: 'done', name: file.name, media });
      },
      onError: (error) => {
        setVideo({ state: 'none' });
        setVideoError(apiErrorMessage(error, `${file.name} could not be uploaded. Please try again.`));
      },
    });
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (video.state === 'uploading') found['videoId'] = 'Wait until the video has uploaded.';
    else if (video.state === 'none') found['videoId'] = form.errors.fields['videoId'] ?? 'Add your unboxing video.';
    const lines = form.checkedLines('Choose the pieces missing from your parcel.', found);
    if (lines === null || video.state !== 'done') return;
    claim.mutate(form.body(lines, { videoId: video.media.id }), form.sent);
  };

  const videoError = form.errors.fields['videoId'];
  return (
    <ReturnsFormFrame
      title="Report a missing item"
      lead={
        <>
          {`Tell us within ${policy.missingItemClaimHours} hours of delivery`}
          {eligibility.missingClaimClosesAt === null ? '' : ` (until ${formatOrderDate(eligibility.missingClaimClosesAt)})`}
          {', with the video you recorded while opening the sealed parcel.'}
        </>
      }
      form={form}
      picker={{ legend: 'Missing pieces', available: (line) => line.claimableQuantity, whyNot: () => null }}
      onSubmit={submit}
      pending={claim.isPending}
      submitLabel="Send report"
    >
      <PiecesComment form={form} label="Note (optional)" />
      <div className="field">
        <label className="field__label" htmlFor={videoId}>
          Unboxing video
        </label>
        <input
          id={videoId}
          type="file"
          accept={VIDEO_TYPES.join(',')}
          disabled={video.state === 'uploading'}
          aria-describedby={videoError === undefined ? videoHintId : `${videoHintId} ${videoErrorId}`}
          aria-invalid={videoError === undefined ? undefined : true}
          onChange={(event) => {
            chooseVideo(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p id={videoHintId} className="field__hint">
          {`MP4 or WebM, at most ${formatBytes(policy.maxVideoBytes)}.`}
        </p>
        <p className="returns-form__upload" aria-live="polite">
          {video.state === 'uploading' ? `Uploading ${video.name}…` : video.state === 'done' ? `Uploaded ${video.name} (${formatBytes(video.media.bytes)})` : ''}
        </p>
        <FieldError id={videoErrorId} message={videoError} alert />
      </div>
    </ReturnsFormFrame>
  );
}
