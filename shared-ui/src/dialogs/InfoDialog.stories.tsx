import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { InfoDialog } from './InfoDialog';
import { page, LONG_NAME } from './story-support';

/** Something to look at, then Close: a tournament's results, a hand played, a room's details. */
const meta = {
  title: 'Dialogs/InfoDialog',
  component: InfoDialog,
  tags: ['autodocs'],
  args: {
    title: 'Results: Sunday Million',
    children: <Typography>Results will appear here once the tournament&apos;s prizes are paid out.</Typography>,
    onClose: fn(),
  },
  argTypes: {
    maxWidth: { control: 'inline-radio', options: ['xs', 'sm', 'md'] },
    title: { control: 'text' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof InfoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Results: Sunday Million' });
    await expect(within(dialog).getByText(/prizes are paid out/)).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveClass('MuiButton-contained');
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { title: 'Room #12-005', description: 'Waiting for Players · 3 / 8 players', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('dialog', { name: 'Room #12-005' })).toHaveAccessibleDescription(
      'Waiting for Players · 3 / 8 players',
    );
  },
};

export const LongContent: Story = {
  args: {
    title: `Results: ${LONG_NAME}'s Freezeout`,
    children: (
      <ol>
        {Array.from({ length: 60 }, (_, index) => (
          <li key={index}>{`${LONG_NAME} won 1,234,567,890.00 USDT`}</li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: new RegExp(LONG_NAME) });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(60);
    // The list scrolls between the title and the actions: Close stays reachable.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    // Where there is layout (a browser), the scrolling part takes keyboard focus so the keys can scroll it.
    const content = dialog.querySelector<HTMLElement>('.MuiDialogContent-root')!;
    if (content.scrollHeight > content.clientHeight) await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Results: Sunday Million' });
    // The dialog fades in: visible once its transition has run.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};
