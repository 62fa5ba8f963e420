import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CountdownDisplay } from './CountdownDisplay';

/** A countdown's two fixed-height lines, fed by a screen's own rules (the lobby's "Starts In" cell, the detail page). */
const meta = {
  title: 'Display/CountdownDisplay',
  component: CountdownDisplay,
  tags: ['autodocs'],
  args: { text: '02h 14m 09s' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'large'] },
    detail: { control: 'text' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof CountdownDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table cell within 24 hours of the start: one line, centred in the room of two. */
export const Detailed: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('02h 14m 09s');
    // Two lines' room and tabular figures, so the digits changing move nothing (a browser resolves em to px).
    await expect(text.parentElement).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
    await expect(parseFloat(getComputedStyle(text.parentElement!).minHeight)).toBeGreaterThan(0);
    await expect(text.parentElement!.children).toHaveLength(1);
  },
};

/** Further away: the day count with the date below. */
export const DaysAway: Story = {
  args: { text: 'in 3 days', detail: 'Jan 4, 2030, 12:00 PM' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('in 3 days')).toBeInTheDocument();
    await expect(canvas.getByText('Jan 4, 2030, 12:00 PM')).toBeInTheDocument();
  },
};

/** Cancelled: what happened, with the planned date. */
export const Cancelled: Story = {
  args: { text: 'Cancelled', detail: 'Jan 1, 2030, 12:00 PM' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled').nextElementSibling).toHaveTextContent('Jan 1, 2030, 12:00 PM');
  },
};

/** A page's block with its caption; the empty detail line keeps its room for when "Started" gets one. */
export const LargeWithLabel: Story = {
  args: { label: 'Starts In', text: '01h 30m 00s', size: 'large' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('01h 30m 00s');
    await expect(text.previousElementSibling).toHaveTextContent('Starts In');
    await expect(text.nextElementSibling).toBeEmptyDOMElement();
    await expect(parseFloat(getComputedStyle(text.nextElementSibling!).minHeight)).toBeGreaterThan(0);
  },
};

/** The longest detail on a phone: a cell's lines never wrap, so the row keeps its height. */
export const LongDetailOnPhone: Story = {
  args: { text: 'Started', detail: 'Late reg ends in 23h 59m 59s' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Late reg ends in 23h 59m 59s')).toHaveStyle({ whiteSpace: 'nowrap' });
  },
};
