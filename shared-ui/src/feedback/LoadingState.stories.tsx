import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { MOBILE_VIEWPORT } from '../catalogue/preview';
import { LoadingState } from './LoadingState';

/** Content on its way: the "Loading..." text, or placeholders in the shape of the list or the cards to come. */
const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  args: { label: 'Loading...' },
  argTypes: {
    label: { control: 'text' },
    placeholders: { control: { type: 'number', min: 0, max: 12 } },
    placeholderHeight: { control: { type: 'number', min: 16, max: 320 } },
    placeholderMinWidth: { control: { type: 'number', min: 120, max: 600 } },
    sx: { control: false },
  },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const CustomText: Story = {
  args: { label: 'Loading results...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading results...');
  },
};

export const ListPlaceholders: Story = {
  args: { label: 'Loading hand history', placeholders: 5, placeholderHeight: 57 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading hand history' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(status).getAllByTestId('loading-placeholder')).toHaveLength(5);
  },
};

export const CardPlaceholders: Story = {
  args: { label: 'Loading rooms', placeholders: 3, placeholderHeight: 180, placeholderMinWidth: 260 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading rooms' });
    await expect(within(status).getAllByTestId('loading-placeholder')).toHaveLength(3);
    // The label is read out, not shown: the placeholders take the content's place.
    await expect(within(canvasElement).queryByText('Loading rooms')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading tournaments', placeholders: 3, placeholderHeight: 150, placeholderMinWidth: 280 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading tournaments' })).toBeInTheDocument();
  },
};
