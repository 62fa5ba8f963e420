import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { UserAvatar } from './UserAvatar';

// A picture that loads in Storybook and in jsdom alike, without a server.
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><circle cx="20" cy="15" r="7" fill="#fde68a"/><rect x="8" y="25" width="24" height="15" rx="7" fill="#fde68a"/></svg>',
  );
const LONG_NAME = 'the_longest_username_anyone_ever_chose_at_the_poker_table_60';

/** A user's picture, or the first two letters of the username; decorative beside the name, labelled when alone. */
const meta = {
  title: 'Display/UserAvatar',
  component: UserAvatar,
  tags: ['autodocs'],
  args: { username: 'river_rat', size: 40 },
  argTypes: {
    size: { control: { type: 'range', min: 24, max: 128, step: 4 } },
    src: { control: 'text' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof UserAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the initials, hidden from screen readers because the username stands beside them. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const initials = within(canvasElement).getByText('RI');
    await expect(initials.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** Standing alone (the profile card): the picture carries the name. */
export const Picture: Story = {
  args: { src: PICTURE, label: 'river_rat avatar', size: 96 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'river_rat avatar' })).toHaveAttribute('src', PICTURE);
  },
};

/** Standing alone without a picture: the initials carry the name. */
export const LabelledInitials: Story = {
  args: { label: 'river_rat avatar', size: 96 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'river_rat avatar' })).toHaveTextContent('RI');
  },
};

/** A 60-character username still shows two letters in the circle. */
export const LongUsername: Story = {
  args: { username: LONG_NAME, label: LONG_NAME },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: LONG_NAME })).toHaveTextContent(/^TH$/);
  },
};

const SIZES = [24, 32, 40, 96] as const;

/** The sizes the screens use: table seat, player list, registrations, profile. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {SIZES.map((size) => (
        <UserAvatar key={size} {...args} size={size} label={`${size} px`} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const size of SIZES) {
      const avatar = within(canvasElement).getByRole('img', { name: `${size} px` }).parentElement!;
      await expect(avatar).toHaveStyle({ width: `${size}px`, height: `${size}px` });
    }
  },
};

/** On a phone, beside a long username that wraps: the circle keeps its size. */
export const Mobile: Story = {
  args: { username: LONG_NAME },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 2 }}>
      <UserAvatar {...args} />
      <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{args.username}</Typography>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_NAME)).toBeVisible();
    await expect(canvas.getByText('TH').closest('[aria-hidden="true"]')).toHaveStyle({ width: '40px', flexShrink: '0' });
  },
};
