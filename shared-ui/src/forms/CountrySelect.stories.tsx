import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelect } from './CountrySelect';
import { useChosenCountry } from './use-chosen-country';

const meta = {
  title: 'Forms/CountrySelect',
  component: CountrySelect,
  tags: ['autodocs'],
  args: { value: '', disabled: false, onChange: fn() },
  argTypes: {
    value: { control: 'text', description: "The full country name, as the API stores it; '' for none." },
    error: { control: 'text' },
  },
  render: function Render(args) {
    return <CountrySelect {...args} {...useChosenCountry(args)} />;
  },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup list is a portal on the page's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('placeholder', 'Search country...');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Selected: Story = {
  args: { value: 'Germany' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    const flag = canvasElement.querySelector('img');
    await expect(flag).toHaveAttribute('src');
    await expect(flag).toHaveAttribute('width', '20');
  },
};

export const WithError: Story = {
  args: { error: 'Country is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Country is required.');
  },
};

export const Disabled: Story = {
  args: { value: 'Norway', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Norway');
  },
};

/** The longest name on a phone: it stays on one line, cut with an ellipsis by the input. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { value: "Korea(Democratic People's Republic of)" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue("Korea(Democratic People's Republic of)");
  },
};

/** Typing filters by any part of the name, case-insensitively; a click picks the full name. */
export const SearchAndPick: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    // Typing into the focused field opens the list already filtered (a click would first open all 195).
    input.focus();
    await userEvent.type(input, 'ger', { skipClick: true });
    const options = page(canvasElement).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Algeria', 'Germany', 'Niger', 'Nigeria']);

    await userEvent.click(page(canvasElement).getByRole('option', { name: 'Germany' }));
    await expect(args.onChange).toHaveBeenCalledWith('Germany');
    await expect(input).toHaveValue('Germany');
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Nothing matches: the list says so; Escape closes it and nothing is chosen. */
export const NoMatch: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('combobox', { name: 'Country' }).focus();
    await userEvent.keyboard('xyz');
    await expect(page(canvasElement).getByText('No countries found')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('option')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByText('No countries found')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Tab in, type, ArrowDown to the second match, Enter: no pointer needed. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ger{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Germany');
    await expect(input).toHaveValue('Germany');
  },
};
