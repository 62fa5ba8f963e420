import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { navigate } from './history';
import { Link } from './Link';

/** A plain anchor that changes screens without a reload; MUI's `component={Link}` on buttons and links. */
const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { to: '/tournaments', children: 'Tournaments' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Tournaments' });
    await expect(link).toHaveAttribute('href', '/tournaments');
    const before = window.location.pathname + window.location.search;
    await userEvent.click(link);
    // Moved without a reload: the story (and its canvas) is still on the page.
    await expect(window.location.pathname).toBe('/tournaments');
    await expect(link).toBeInTheDocument();
    navigate(before, { replace: true });
  },
};

export const OpensInNewTab: Story = {
  args: { to: '/learn', target: '_blank', rel: 'noopener', children: 'Learn Poker (new tab)' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn Poker (new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', '/learn');
  },
};
