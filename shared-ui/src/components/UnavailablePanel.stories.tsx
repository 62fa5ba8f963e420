import { UnavailablePanel } from './UnavailablePanel';

export default {
  title: 'Feedback/UnavailablePanel',
  component: UnavailablePanel,
  args: { onRetry: () => {} },
};

export const Panel = {};

export const Compact = { args: { compact: true } };

export const CustomDescription = { args: { description: 'The wallet could not be loaded. Try again.' } };
