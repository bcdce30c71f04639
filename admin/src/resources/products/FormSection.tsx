import { Typography } from '@mui/material';

/** A row of inputs that wraps on narrow screens. */
export const formRow = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 200px' } } as const;

type FormSectionProps = { title: string };

/** The heading of one section of a product or gift form. */
export const FormSection = ({ title }: FormSectionProps) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
);
