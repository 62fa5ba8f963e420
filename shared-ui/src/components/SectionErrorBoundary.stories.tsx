import Typography from '@mui/material/Typography';
import { SectionErrorBoundary } from './SectionErrorBoundary';

function CrashingWidget(): never {
  throw new Error('Widget failed to render');
}

export default {
  title: 'Feedback/SectionErrorBoundary',
  component: SectionErrorBoundary,
};

export const Normal = {
  render: () => (
    <SectionErrorBoundary>
      <Typography>The wallet widget rendered normally.</Typography>
    </SectionErrorBoundary>
  ),
};

export const CrashedChild = {
  render: () => (
    <SectionErrorBoundary>
      <CrashingWidget />
    </SectionErrorBoundary>
  ),
};
