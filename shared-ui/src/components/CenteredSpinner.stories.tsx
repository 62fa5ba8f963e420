import { CenteredSpinner } from './CenteredSpinner';

export default {
  title: 'Feedback/CenteredSpinner',
  component: CenteredSpinner,
};

export const Default = {};

export const CustomLabel = { args: { label: 'Loading tournaments...' } };
