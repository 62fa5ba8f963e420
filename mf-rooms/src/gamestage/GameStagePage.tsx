import { ComingSoonPage } from 'shared-ui';

export default function GameStagePage() {
  return <ComingSoonPage title="Game Stage" description="The tournament lobby and its game rooms will be shown here." />;
}
