import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { COUNTRIES } from './countries';
import { FlagImage } from './FlagImage';

const meta = {
  title: 'Display/FlagImage',
  component: FlagImage,
  tags: ['autodocs'],
  args: { code: 'DE' },
  argTypes: { code: { control: 'select', options: COUNTRIES.map((country) => country.code) } },
} satisfies Meta<typeof FlagImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative (empty alt): the country's name is always written beside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const flag = canvasElement.querySelector('img');
    await expect(flag).toHaveAttribute('alt', '');
    await expect(flag).toHaveAttribute('width', '20');
    await expect(flag).toHaveAttribute('height', '15');
    await expect(flag).toHaveAttribute('loading', 'lazy');
  },
};

/** Beside names, as the country list and a player's country show it. */
export const BesideNames: Story = {
  render: () => (
    <Stack spacing={1}>
      {COUNTRIES.filter((country) => ['BR', 'JP', 'NO', 'US', 'ZA'].includes(country.code)).map((country) => (
        <Stack key={country.code} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <FlagImage code={country.code} />
          <Typography>{country.name}</Typography>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(5);
    await expect(canvas.getByText('United States of America')).toBeInTheDocument();
  },
};
