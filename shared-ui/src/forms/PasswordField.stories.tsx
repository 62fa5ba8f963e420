import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', id: 'password', autoComplete: 'current-password', fullWidth: true, disabled: false, onChange: fn() },
  argTypes: {
    label: { control: 'text', description: 'Also names the toggle: "Show <label>" / "Hide <label>", lower-cased.' },
    helperText: { control: 'text' },
    error: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeEnabled();
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Password must be at least 6 characters.', defaultValue: 'abc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters.');
  },
};

/** The caller's slots are kept beside the toggle: the room password prompt caps its input at 128 characters. */
export const WithMaxLength: Story = {
  args: { label: 'Room password', id: 'room-password', slotProps: { htmlInput: { maxLength: 128 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Room password')).toHaveAttribute('maxlength', '128');
    await expect(canvas.getByRole('button', { name: 'Show room password' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** The toggle is named after the whole label, so each field of a form has its own. */
export const LongLabel: Story = {
  args: { label: 'Confirm New Password For The Account Of Maximilian-Alexander', id: 'confirm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm New Password For The Account Of Maximilian-Alexander')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show confirm new password for the account of maximilian-alexander' })).toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { label: 'Confirm Password', id: 'confirm-password', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  },
};

/** Typing, then showing and hiding what was typed: the toggle's name says what its next press does. */
export const TypeAndToggle: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveValue('hunter22');
    await expect(args.onChange).toHaveBeenCalledTimes(8);

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  },
};
