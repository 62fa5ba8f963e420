import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ShellRouter } from '../../routing/ShellRouter';
import { CONTROL_AREAS } from './ImageCarousel';
import { LandingPage } from './LandingPage';

const currentDot = () => screen.getAllByRole('button', { name: /^Go to slide/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
const requestedImages = () => screen.queryAllByRole('img', { hidden: true }).map((image) => image.getAttribute('src'));

describe('LandingPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the headline, the blurb and the two calls to action', () => {
    render(<LandingPage />, { wrapper: ShellRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Where Legends Are Forged' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Join the most thrilling online poker tournaments. Compete against players worldwide, claim victory, and write your own story.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join a Tournament' })).toHaveAttribute('href', '/tournaments');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/learn');
  });

  it('has 7 slides with arrows and dots, and requests only the current and next image', () => {
    render(<LandingPage />, { wrapper: ShellRouter });
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(7);
    expect(screen.getByRole('group', { name: '1 of 7' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(requestedImages()).toEqual(['/images/landing/table-1.svg', '/images/landing/table-2.svg']);
  });

  it('advances every 4000 ms', () => {
    render(<LandingPage />, { wrapper: ShellRouter });
    act(() => jest.advanceTimersByTime(3999));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    expect(requestedImages()).toContain('/images/landing/table-3.svg');
  });

  it('moves with the arrows and dots, wrapping around', () => {
    render(<LandingPage />, { wrapper: ShellRouter });
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 7');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 5');
    expect(screen.getByRole('group', { name: '5 of 7' })).toHaveAttribute('aria-hidden', 'false');
  });

  it('lays the arrows and the dots out in areas of their own, the dots on a row below the arrows, never over them', () => {
    render(<LandingPage />, { wrapper: ShellRouter });
    const controls = screen.getByTestId('carousel-controls');
    expect(getComputedStyle(controls).display).toBe('grid');
    const areaOf = (button: HTMLElement) => {
      const cell = button.parentElement as HTMLElement;
      expect(cell.parentElement).toBe(controls);
      // In the grid's flow: an absolutely placed control is what once lay over the others.
      expect(getComputedStyle(cell).position).not.toBe('absolute');
      expect(getComputedStyle(button).position).not.toBe('absolute');
      return getComputedStyle(cell).gridArea;
    };
    expect(areaOf(screen.getByRole('button', { name: 'Previous slide' }))).toBe('arrows');
    expect(areaOf(screen.getByRole('button', { name: 'Next slide' }))).toBe('arrows');
    for (const dot of within(controls).getAllByRole('button', { name: /^Go to slide/ })) expect(areaOf(dot)).toBe('dots');

    for (const template of Object.values(CONTROL_AREAS)) {
      const rows = template.match(/"[^"]*"/g)?.map((row) => row.slice(1, -1).split(/\s+/)) ?? [];
      const arrowsRow = rows.findIndex((row) => row.includes('arrows'));
      const dotsRow = rows.findIndex((row) => row.includes('dots'));
      expect(arrowsRow).toBeGreaterThanOrEqual(0);
      expect(dotsRow).toBeGreaterThan(arrowsRow);
      expect(rows.filter((row) => row.includes('arrows') || row.includes('dots'))).toHaveLength(2);
    }
  });
});
