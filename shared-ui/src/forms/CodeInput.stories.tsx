import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Forms/CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: { length: 6, label: 'Verification code', disabled: false, autoFocus: false, onChange: fn(), onComplete: fn() },
  argTypes: {
    length: { control: { type: 'number', min: 1, max: 10 } },
    defaultValue: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotValues = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await expect(slotValues(canvasElement)).toEqual(['', '', '', '', '', '']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ab12c3' },
  play: async ({ args, canvasElement }) => {
    await expect(slotValues(canvasElement)).toEqual(['A', 'B', '1', '2', 'C', '3']);
    // Only what the player enters completes a code.
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ABC123', error: 'Invalid verification code.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid verification code.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveAccessibleDescription('Invalid verification code.');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the code is being checked or a new one sent. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AB1' },
  play: async ({ canvas }) => {
    for (const slot of canvas.getAllByRole('textbox')) await expect(slot).toBeDisabled();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { defaultValue: 'X7K' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('K');
  },
};

/** The caret waits in the first empty slot, as on the e-mail verification screen. */
export const AutoFocus: Story = {
  args: { autoFocus: true, defaultValue: 'AB1' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus());
  },
};

/** Each character moves on to the next slot; other characters are dropped and letters upper-cased. */
export const TypeCode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('a-');
    await expect(slotValues(canvasElement)).toEqual(['A', '', '', '', '', '']);
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('A');

    await userEvent.keyboard('b12c');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await expect(args.onChange).toHaveBeenLastCalledWith('AB12C3');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('AB12C3');
  },
};

/** A pasted code fills every slot from the first, whichever slot has the caret. */
export const PasteCode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 3 of 6' }));
    await userEvent.paste('x7k-9q2');
    await expect(slotValues(canvasElement)).toEqual(['X', '7', 'K', '9', 'Q', '2']);
    await expect(args.onComplete).toHaveBeenCalledWith('X7K9Q2');
  },
};

/** Backspace on an empty slot clears the one before and goes there; the arrows move without editing. */
export const BackspaceAndArrows: Story = {
  args: { defaultValue: 'AB' },
  play: async ({ args, canvas, canvasElement }) => {
    const slot = (n: number) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });
    await userEvent.click(slot(3));
    await userEvent.keyboard('{Backspace}');
    await expect(slotValues(canvasElement)).toEqual(['A', '', '', '', '', '']);
    await expect(slot(2)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('A');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(slot(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slot(3)).toHaveFocus();
    await expect(slotValues(canvasElement)).toEqual(['A', '', '', '', '', '']);
  },
};
