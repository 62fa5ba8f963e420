import { render, screen, within } from '@testing-library/react';
import { decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { createPokerTheme } from 'shared-ui';
import { logLine } from '../controller/hand-log';
import { RECORDED_HAND } from '../test/hand-log.fixtures';
import { HandLog } from './HandLog';

const lines = RECORDED_HAND.map(logLine);

describe('HandLog', () => {
  it('lists the lines of a recorded hand in a polite log, newest at the bottom, scrolled into view in its own box', () => {
    const { rerender } = render(<HandLog lines={lines.slice(0, 6)} />);
    const log = screen.getByRole('log', { name: 'Hand log' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines.slice(0, 6).map((line) => line.text));
    expect(log).toHaveTextContent(/^Hand #12 · Blinds 50\/100 ante 100 · Button seat 1flop_queen posts the small blind 50/);
    // jsdom lays nothing out: the box's height is what a browser would measure.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 480 });
    const pageScroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    rerender(<HandLog lines={lines.slice(0, 7)} />);
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('*** FLOP *** [Qd 8s 4h]');
    expect(log.scrollTop).toBe(480);
    expect(pageScroll).not.toHaveBeenCalled();
    pageScroll.mockRestore();
  });

  it('sets new hands and streets apart from the actions', () => {
    render(<HandLog lines={lines} />);
    const items = within(screen.getByRole('log', { name: 'Hand log' })).getAllByRole('listitem');
    expect(items.filter((item) => item.dataset.marker).map((item) => [item.dataset.marker, item.textContent])).toEqual([
      ['hand', 'Hand #12 · Blinds 50/100 ante 100 · Button seat 1'],
      ['street', '*** FLOP *** [Qd 8s 4h]'],
      ['street', '*** TURN *** [Qd 8s 4h] [9c]'],
      ['street', '*** RIVER *** [Qd 8s 4h 9c] [Jd]'],
    ]);
  });

  it.each(['light', 'dark'] as const)(
    'keeps WCAG AA contrast in the %s theme: street markers in the primary colour, actions in secondary text',
    (mode) => {
      const theme = createPokerTheme(mode);
      render(
        <ThemeProvider theme={theme}>
          <HandLog lines={lines} />
        </ThemeProvider>,
      );
      const items = within(screen.getByRole('log', { name: 'Hand log' })).getAllByRole('listitem');
      const colourOf = (text: string) => getComputedStyle(items.find((item) => item.textContent === text)!).color;
      const street = colourOf('*** FLOP *** [Qd 8s 4h]');
      const action = colourOf('ace_high raises to 300');
      expect(street).toBe(rgb(theme.palette.primary.main));
      expect(action).toBe(rgb(theme.palette.text.secondary));
      for (const colour of [street, action, colourOf('Hand #12 · Blinds 50/100 ante 100 · Button seat 1')])
        expect(getContrastRatio(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/** A colour as the browser computes it. */
function rgb(colour: string): string {
  const { values, type } = decomposeColor(colour);
  return type === 'rgba' && values[3] !== 1 ? `rgba(${values.join(', ')})` : `rgb(${values.slice(0, 3).join(', ')})`;
}
