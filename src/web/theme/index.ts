/** Light and dark theme: the provider at the root and the toggle in the headers. */
export { ThemeProvider, useTheme } from './theme-provider.tsx';
export { ThemeToggle } from './theme-toggle.tsx';
