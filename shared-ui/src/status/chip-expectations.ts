import { expect, within } from 'storybook/test';

/** For the badges' stories: the chip with this label has these MUI classes (its colour, variant, size). */
export async function expectChip(canvasElement: HTMLElement, label: string, ...classes: string[]) {
  const chip = within(canvasElement).getByText(label).closest('.MuiChip-root');
  await expect(chip).toHaveClass(...classes);
}
