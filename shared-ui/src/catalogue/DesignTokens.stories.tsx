import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AA_TEXT_CONTRAST } from '../theme/contrast';
import { createPokerTheme } from '../theme/create-poker-theme';
import { DesignTokens } from './DesignTokens';
import { colourPairs } from './tokens';
import { MOBILE_VIEWPORT } from './preview';

/**
 * The tokens every screen is built from, dark and light side by side (this page ignores the toolbar's theme): each
 * text colour on the surface it is used on, with its WCAG contrast; the type scale; the spacing steps.
 */
const meta = {
  title: 'Theme/Design Tokens',
  component: DesignTokens,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesignTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothThemes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Dark theme', 'Light theme']) {
      const panel = within(canvas.getByRole('article', { name }));
      await expect(panel.getByRole('heading', { name: 'Type scale' })).toBeInTheDocument();
      // Every pair on the page is shown as passing AA, and it is true of the theme itself.
      const pairs = panel.getAllByRole('listitem');
      await expect(pairs.length).toBe(colourPairs(createPokerTheme('dark')).length);
      for (const pair of pairs) await expect(pair.getAttribute('aria-label')).toMatch(/passes AA$/);
    }
    for (const mode of ['dark', 'light'] as const) {
      for (const pair of colourPairs(createPokerTheme(mode))) await expect(pair.ratio).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  },
};

export const Phone: Story = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  args: { modes: ['dark'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Dark theme' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article', { name: 'Light theme' })).not.toBeInTheDocument();
  },
};
