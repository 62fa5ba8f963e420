import { ComingSoonPage } from 'shared-ui';

export default function HandHistoryPage() {
  return <ComingSoonPage title="Hand History" description="Your recent hands will be listed here." />;
}
