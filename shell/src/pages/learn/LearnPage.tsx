import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { GuidePanel } from './GuidePanel';
import { LEARN_GUIDES } from './learn-guides';

export function LearnPage() {
  const [selected, setSelected] = useState(LEARN_GUIDES[0].id);
  return (
    <Box>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }}>
        Learn Poker
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        The rules, how tournaments and game rooms work here, and habits that win chips.
      </Typography>
      <Tabs
        value={selected}
        onChange={(_event, value: string) => setSelected(value)}
        aria-label="Learn poker guides"
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {LEARN_GUIDES.map((guide) => (
          <Tab key={guide.id} value={guide.id} label={guide.label} id={`learn-tab-${guide.id}`} aria-controls={`learn-panel-${guide.id}`} />
        ))}
      </Tabs>
      {LEARN_GUIDES.map((guide) => (
        <Box key={guide.id} role="tabpanel" id={`learn-panel-${guide.id}`} aria-labelledby={`learn-tab-${guide.id}`} hidden={guide.id !== selected}>
          {guide.id === selected && <GuidePanel guide={guide} />}
        </Box>
      ))}
    </Box>
  );
}
