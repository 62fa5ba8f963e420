import { Link } from './Link';

/** A plain anchor that changes screens without a reload; MUI's `component={Link}` on buttons and links. */
export default {
  title: 'Navigation/Link',
  component: Link,
  args: { to: '/tournaments', children: 'Tournaments' },
};

export const Default = {};

export const OpensInNewTab = { args: { to: '/learn', target: '_blank', children: 'Learn Poker (new tab)' } };
