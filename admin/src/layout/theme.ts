import { defaultTheme, type RaThemeOptions } from 'react-admin';

const maroon = { light: '#9a4a63', main: '#6d1b3b', dark: '#4a0d26', contrastText: '#ffffff' };
const gold = { light: '#dcc48f', main: '#b8975a', dark: '#8a6d36', contrastText: '#2b1a0a' };

/** Deep maroon and muted gold on ivory, the colours of the shop's packaging. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: maroon,
    secondary: gold,
    background: { default: '#faf6f1', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
  },
  components: {
    ...defaultTheme.components,
    // react-admin paints the app bar in the secondary colour by default; the brand colour is maroon.
    RaAppBar: { defaultProps: { color: 'primary' } },
  },
};
