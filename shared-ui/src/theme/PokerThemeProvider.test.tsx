import { act, render } from '@testing-library/react';
import { PokerThemeProvider } from './PokerThemeProvider';
import { setThemeMode } from './theme-mode.store';

test('the page-wide provider marks the document with the palette so the background outside React follows it', () => {
  setThemeMode('dark');
  render(<PokerThemeProvider baseline>content</PokerThemeProvider>);
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  act(() => setThemeMode('light'));
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
});

test('a parcel provider leaves the document alone', () => {
  document.documentElement.removeAttribute('data-theme');
  render(<PokerThemeProvider>content</PokerThemeProvider>);
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});
