import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { BlindLevelsTable, levelLengthText, scheduleText } from './BlindLevelsTable';

const LEVELS = [
  { level: 1, smallBlind: 5, bigBlind: 10, ante: 0 },
  { level: 2, smallBlind: 10, bigBlind: 20, ante: 0 },
  { level: 3, smallBlind: 15, bigBlind: 30, ante: 0 },
  { level: 4, smallBlind: 25, bigBlind: 50, ante: 50 },
  { level: 5, smallBlind: 1000, bigBlind: 2000, ante: 2000 },
];

/** A tournament's blind structure: on its page, and in the live table's "Blind levels" dialog with the level in play. */
const meta = {
  title: 'Poker/BlindLevelsTable',
  component: BlindLevelsTable,
  tags: ['autodocs'],
  args: { levels: LEVELS, label: 'Blind levels' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BlindLevelsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Structure: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Blind levels' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(LEVELS.length + 1);
    await expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '5', '10', 'None']);
    await expect(
      within(rows[5])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '1,000', '2,000', '2,000']);
    await expect(levelLengthText(300)).toBe('5 minutes per level');
    await expect(levelLengthText(60)).toBe('1 minute per level');
    await expect(levelLengthText(90)).toBe('90 seconds per level');
    await expect(scheduleText(LEVELS, 600)).toBe('10 minutes per level; level 5 lasts until the end');
  },
};

export const CurrentLevel: Story = {
  args: { currentLevel: 4 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Blind levels' });
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toHaveLength(1);
    // Said in words, not by the highlight alone.
    await expect(current[0]).toHaveTextContent('4Current');
  },
};
