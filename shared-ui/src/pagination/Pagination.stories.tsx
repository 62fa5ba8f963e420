import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { Pagination, type PaginationProps } from './Pagination';

/** Prev, "Page N", Next (SPEC §9): hidden while everything fits on one page; Prev off on page 1, Next off on the last. */
const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, total: 25, pageSize: 10, label: 'Notification pages', onChange: fn(), showPageCount: false, disabled: false },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
    pageSize: { control: { type: 'number', min: 1 } },
    sx: { control: false },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenOnOnePage: Story = {
  args: { total: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Page 1')).not.toBeInTheDocument();
  },
};

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Notification pages' }));
    await expect(nav.getByText('Page 1')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const WithPageCount: Story = {
  args: { page: 2, showPageCount: true, label: 'Hand history pages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Hand history pages' })).toHaveTextContent('Page 2 of 3');
  },
};

export const WaitingForAPage: Story = {
  args: { page: 2, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The list around it keeps the page: the buttons follow it. */
function PagedList(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const change = (next: number) => {
    args.onChange(next);
    setPage(next);
  };
  return <Pagination {...args} page={page} onChange={change} />;
}

export const ClickNext: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Prev' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Prev is disabled on page 1, so the first Tab lands on Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Page 2')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  args: { page: 12, total: 250, showPageCount: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 12 of 25')).toBeVisible();
  },
};
