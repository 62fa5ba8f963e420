import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LazyCountrySelect } from './LazyCountrySelect';
import { useChosenCountry } from './use-chosen-country';

/** What screens render: the country select, whose list arrives as its own chunk (a disabled field meanwhile). */
const meta = {
  title: 'Forms/LazyCountrySelect',
  component: LazyCountrySelect,
  tags: ['autodocs'],
  args: { value: '', disabled: false, onChange: fn() },
  argTypes: { value: { control: 'text' }, error: { control: 'text' } },
  render: function Render(args) {
    return <LazyCountrySelect {...args} {...useChosenCountry(args)} />;
  },
} satisfies Meta<typeof LazyCountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = await canvas.findByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('placeholder', 'Search country...');
    input.focus();
    await userEvent.keyboard('way');
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Norway' }));
    await expect(args.onChange).toHaveBeenCalledWith('Norway');
  },
};

export const WithValueAndError: Story = {
  args: { value: 'Palestine State', error: 'Country is required.' },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Palestine State');
    await expect(input).toHaveAccessibleDescription('Country is required.');
  },
};
