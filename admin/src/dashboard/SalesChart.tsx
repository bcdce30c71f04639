import { Box, Button, Table, TableBody, TableCell, TableContainer, TableFooter, TableRow, Typography, useTheme } from '@mui/material';
import {
  BarPlot,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';
import { useId, useState } from 'react';
import type { DashboardFigures } from '../api/dashboard';
import { TableHeadings } from '../layout/TableHeadings';
import { formatRupees, formatRupeesShort } from '../lib/money';
import { dayLabel, dayTick, formatCount, totalsOf } from './salesRules';

type SalesDay = DashboardFigures['sales']['days'][number];

export type SalesChartProps = { days: SalesDay[] };

/**
 * The chart's figure: revenue as bars on the left axis, orders as a line on the right one, both from zero, in the
 * shop's gold and maroon (dark enough for 3:1 against the card).
 */
const Chart = ({ days, title }: SalesChartProps & { title: string }) => {
  const { palette } = useTheme();
  return (
    <ChartsDataProvider
      height={320}
      // A figure staff open many times a day: drawn at once, not grown.
      skipAnimation
      dataset={days}
      xAxis={[{ id: 'day', scaleType: 'band', dataKey: 'date', valueFormatter: (day: string, context) => (context.location === 'tick' ? dayTick(day) : dayLabel(day)) }]}
      yAxis={[
        { id: 'revenue', position: 'left', width: 56, min: 0, valueFormatter: (value: number) => formatRupeesShort(value) },
        { id: 'orders', position: 'right', width: 32, min: 0, tickMinStep: 1 },
      ]}
      series={[
        {
          type: 'bar',
          id: 'revenue',
          dataKey: 'revenue',
          label: 'Revenue',
          yAxisId: 'revenue',
          color: palette.secondary.dark,
          valueFormatter: (value) => formatRupees(value ?? 0),
        },
        {
          type: 'line',
          id: 'orders',
          dataKey: 'orders',
          label: 'Orders',
          yAxisId: 'orders',
          curve: 'linear',
          color: palette.primary.main,
          valueFormatter: (value) => formatCount(value ?? 0),
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'end' }}>
        <ChartsLegend />
        <ChartsSurface title={title}>
          <BarPlot />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="day" />
          <ChartsYAxis axisId="revenue" />
          <ChartsYAxis axisId="orders" />
          <MarkPlot />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
};

/** The same days as rows: every number of the chart, readable by anyone and any screen reader. */
const SalesTable = ({ days }: SalesChartProps) => {
  const total = totalsOf(days);
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Sales per day">
        <TableHeadings headings={['Day', { label: 'Orders', align: 'right' }, { label: 'Revenue', align: 'right' }]} />
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableCell component="th" scope="row">
                {dayLabel(day.date)}
              </TableCell>
              <TableCell align="right">{formatCount(day.orders)}</TableCell>
              <TableCell align="right">{formatRupees(day.revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {days.length} days
            </TableCell>
            <TableCell align="right">{formatCount(total.orders)}</TableCell>
            <TableCell align="right">{formatRupees(total.revenue)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};

/**
 * Revenue and orders per day over the last 30 days, as a chart or, at a press, as a table of the same numbers. The
 * caption says what the figure shows and sums it up, so the chart is never the only way to read it.
 */
export const SalesChart = ({ days }: SalesChartProps) => {
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  const total = totalsOf(days);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const caption =
    first && last
      ? `Revenue (bars) and orders (line) per day from ${dayLabel(first)} to ${dayLabel(last)}: ${formatRupees(total.revenue)} from ${formatCount(total.orders)} orders.`
      : 'No days to show.';
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
          {caption}
        </Typography>
        <Button size="small" onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </Box>
      {asTable ? <SalesTable days={days} /> : <Chart days={days} title={caption} />}
    </Box>
  );
};
