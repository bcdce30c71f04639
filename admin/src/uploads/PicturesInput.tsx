import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import ReplaceIcon from '@mui/icons-material/CameraAlt';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Chip, FormControl, FormHelperText, FormLabel, IconButton, Stack, Tooltip } from '@mui/material';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { InputHelperText, type Validator, useInput } from 'react-admin';
import {
  PICTURE_TYPES,
  type Picture,
  isPendingPicture,
  moveItem,
  pictureProblem,
  replaceItem,
  pictureSrc,
  toPendingPicture,
} from './pictures';
import { TipButton } from '../layout/TipButton';

const ACCEPT = PICTURE_TYPES.join(',');
const THUMBNAIL = 112;

type PickButtonProps = {
  label: string;
  multiple: boolean;
  disabled?: boolean;
  onPick: (files: File[]) => void;
};

/** A button that opens the file picker; the hidden input is labelled by the button's text. */
const PickButton = ({ label, multiple, disabled, onPick }: PickButtonProps) => {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(Array.from(event.target.files ?? []));
    // The same file may be picked again after being removed.
    event.target.value = '';
  };
  return (
    <Button component="label" variant="outlined" startIcon={<AddPhotoIcon />} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
      {label}
      <input hidden type="file" accept={ACCEPT} multiple={multiple} onChange={pick} disabled={disabled} />
    </Button>
  );
};

type ReplaceButtonProps = { label: string; onPick: (file: File) => void };

/** Text for screen readers only (MUI's visuallyHidden). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * An icon button that opens the file picker for one file. Its name is text inside the label, so it names both the
 * button and the hidden input (an aria-label would name only the button).
 */
const ReplaceButton = ({ label, onPick }: ReplaceButtonProps) => {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <Tooltip title="Replace">
      <IconButton size="small" component="label">
        <ReplaceIcon fontSize="small" />
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        <input hidden type="file" accept={ACCEPT} onChange={pick} />
      </IconButton>
    </Tooltip>
  );
};

type ThumbnailProps = {
  picture: Picture;
  alt: string;
  badge?: string;
  children?: ReactNode;
};

const Thumbnail = ({ picture, alt, badge, children }: ThumbnailProps) => (
  <Box
    component="li"
    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
  >
    <Box sx={{ position: 'relative' }}>
      <img
        src={pictureSrc(picture)}
        alt={alt}
        width={THUMBNAIL}
        height={THUMBNAIL}
        style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }}
      />
      {isPendingPicture(picture) ? (
        <Chip label="New" size="small" color="secondary" sx={{ position: 'absolute', top: 4, left: 4 }} />
      ) : null}
      {badge ? <Chip label={badge} size="small" color="primary" sx={{ position: 'absolute', bottom: 4, left: 4 }} /> : null}
    </Box>
    <Stack direction="row">{children}</Stack>
  </Box>
);

type RefusedFilesProps = { problems: string[]; onClose: () => void };

const RefusedFiles = ({ problems, onClose }: RefusedFilesProps) =>
  problems.length ? (
    <Alert severity="error" onClose={onClose} sx={{ mt: 1 }}>
      {problems.map((problem) => (
        <div key={problem}>{problem}</div>
      ))}
    </Alert>
  ) : null;

type PictureFieldsetProps = {
  /** The react-admin input: its id names the legend (which labels the list of pictures), its state the error. */
  input: Pick<ReturnType<typeof useInput>, 'id' | 'fieldState' | 'isRequired'>;
  label: string;
  helperText: string;
  problems: string[];
  onProblemsClose: () => void;
  children: ReactNode;
};

/** The frame of both picture inputs: the legend, their pictures and buttons, the files refused and the helper text. */
const PictureFieldset = ({ input, label, helperText, problems, onProblemsClose, children }: PictureFieldsetProps) => (
  <FormControl error={input.fieldState.invalid} required={input.isRequired} component="fieldset" sx={{ my: 1, width: '100%' }}>
    <FormLabel component="legend" id={`${input.id}-label`}>
      {label}
    </FormLabel>
    {children}
    <RefusedFiles problems={problems} onClose={onProblemsClose} />
    <FormHelperText>
      <InputHelperText error={input.fieldState.error?.message} helperText={helperText} />
    </FormHelperText>
  </FormControl>
);

/** Splits picked files into what the server would accept and sentences for the rest. */
function screen(files: File[]): { accepted: File[]; problems: string[] } {
  const problems: string[] = [];
  const accepted = files.filter((file) => {
    const problem = pictureProblem(file);
    if (problem) problems.push(problem);
    return !problem;
  });
  return { accepted, problems };
}

function forget(picture: Picture | null | undefined): void {
  if (isPendingPicture(picture)) URL.revokeObjectURL(picture.src);
}

export type PicturesInputProps = {
  source: string;
  label: string;
  helperText?: string;
  /** At most this many pictures. */
  max: number;
  validate?: Validator | Validator[];
  /** Offer a Replace button on each picture: the new file takes the old one's place when the form is saved. */
  replaceable?: boolean;
};

/**
 * An ordered list of pictures: add files (uploaded when the form is saved), remove, move earlier or later.
 * The first picture is the main one.
 */
export const PicturesInput = ({ source, label, helperText, max, validate, replaceable = false }: PicturesInputProps) => {
  const { field, fieldState, id, isRequired } = useInput<Picture[]>({ source, validate, defaultValue: [] });
  const [problems, setProblems] = useState<string[]>([]);
  const pictures: Picture[] = Array.isArray(field.value) ? field.value : [];

  const add = (files: File[]) => {
    const { accepted, problems: refused } = screen(files);
    const room = Math.max(0, max - pictures.length);
    if (accepted.length > room) refused.push(`At most ${max} pictures: ${accepted.length - room} of the chosen files were left out.`);
    setProblems(refused);
    if (room > 0 && accepted.length > 0) field.onChange([...pictures, ...accepted.slice(0, room).map(toPendingPicture)]);
    field.onBlur();
  };
  const remove = (index: number) => {
    forget(pictures[index]);
    field.onChange(pictures.filter((_, position) => position !== index));
    field.onBlur();
  };
  const move = (from: number, to: number) => field.onChange(moveItem(pictures, from, to));
  const replace = (index: number, file: File) => {
    const { accepted, problems: refused } = screen([file]);
    setProblems(refused);
    if (accepted.length) {
      forget(pictures[index]);
      field.onChange(replaceItem(pictures, index, toPendingPicture(file)));
    }
    field.onBlur();
  };

  return (
    <PictureFieldset
      input={{ id, fieldState, isRequired }}
      label={label}
      helperText={helperText ?? `JPEG, PNG, WebP, GIF or AVIF, at most 5 MB each; up to ${max}. New pictures are uploaded when you save.`}
      problems={problems}
      onProblemsClose={() => setProblems([])}
    >
      {pictures.length ? (
        <Box component="ul" aria-labelledby={`${id}-label`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, my: 1, listStyle: 'none' }}>
          {pictures.map((picture, index) => {
            const number = index + 1;
            return (
              <Thumbnail
                key={pictureSrc(picture)}
                picture={picture}
                alt={`${label}: picture ${number}`}
                badge={index === 0 && pictures.length > 1 ? 'Main' : undefined}
              >
                <TipButton
                  tip="Move earlier"
                  label={`Move picture ${number} earlier`}
                  icon={<ArrowBackIcon fontSize="small" />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <TipButton
                  tip="Move later"
                  label={`Move picture ${number} later`}
                  icon={<ArrowForwardIcon fontSize="small" />}
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                {replaceable ? <ReplaceButton label={`Replace picture ${number}`} onPick={(file) => replace(index, file)} /> : null}
                <TipButton tip="Remove" label={`Remove picture ${number}`} icon={<DeleteIcon fontSize="small" />} onClick={() => remove(index)} />
              </Thumbnail>
            );
          })}
        </Box>
      ) : null}
      <PickButton label="Add pictures" multiple onPick={add} disabled={pictures.length >= max} />
    </PictureFieldset>
  );
};

export type PictureInputProps = {
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
  /** What the field holds when the picture is removed ('' for a category without picture). */
  emptyValue?: '' | null;
};

/** One picture: choose a file (uploaded when the form is saved), replace it or remove it. */
export const PictureInput = ({ source, label, helperText, validate, emptyValue = null }: PictureInputProps) => {
  const { field, fieldState, id, isRequired } = useInput<Picture | null>({
    source,
    validate,
    // react-admin would turn '' into null; keep the empty value the server expects.
    parse: (value: Picture | null) => value ?? emptyValue,
  });
  const [problems, setProblems] = useState<string[]>([]);
  const picture: Picture | null = field.value === '' || field.value === undefined ? null : field.value;

  const choose = ([file]: File[]) => {
    if (!file) return;
    const { accepted, problems: refused } = screen([file]);
    setProblems(refused);
    if (accepted.length) {
      forget(picture);
      field.onChange(toPendingPicture(file));
    }
    field.onBlur();
  };
  const remove = () => {
    forget(picture);
    field.onChange(emptyValue);
    field.onBlur();
  };

  return (
    <PictureFieldset
      input={{ id, fieldState, isRequired }}
      label={label}
      helperText={helperText ?? 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB. Uploaded when you save.'}
      problems={problems}
      onProblemsClose={() => setProblems([])}
    >
      {picture ? (
        <Box component="ul" aria-labelledby={`${id}-label`} sx={{ display: 'flex', p: 0, my: 1, listStyle: 'none' }}>
          <Thumbnail picture={picture} alt={label}>
            <TipButton tip="Remove" label="Remove picture" icon={<DeleteIcon fontSize="small" />} onClick={remove} />
          </Thumbnail>
        </Box>
      ) : null}
      <PickButton label={picture ? 'Replace picture' : 'Choose picture'} multiple={false} onPick={choose} />
    </PictureFieldset>
  );
};
