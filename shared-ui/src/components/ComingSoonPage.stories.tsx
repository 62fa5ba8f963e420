import { ComingSoonPage } from './ComingSoonPage';

export default {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  args: {
    title: 'Hand History',
    description: 'Your recent hands with stakes, results and a review button will be listed here.',
  },
};

export const Default = {};
