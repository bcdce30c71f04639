import { TableCell, TableHead, TableRow } from '@mui/material';

/** A column's heading; a column of figures is right-aligned, its heading with it. '' heads a column of buttons. */
export type Heading = string | { label: string; align: 'right' };

export type TableHeadingsProps = { headings: readonly Heading[] };

/** The heading row of a console table (MUI makes each cell a th with scope="col"). */
export const TableHeadings = ({ headings }: TableHeadingsProps) => (
  <TableHead>
    <TableRow>
      {headings.map((heading, index) =>
        typeof heading === 'string' ? (
          <TableCell key={index}>{heading}</TableCell>
        ) : (
          <TableCell key={index} align={heading.align}>
            {heading.label}
          </TableCell>
        ),
      )}
    </TableRow>
  </TableHead>
);
