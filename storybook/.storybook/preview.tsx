import { useLayoutEffect, type ReactNode } from 'react';
import type { Preview } from '@storybook/react';
import { PokerThemeProvider, setThemeMode, type ThemeMode } from 'shared-ui';

function ThemedStory({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  // The toolbar drives the same store the app's theme toggle does.
  useLayoutEffect(() => setThemeMode(mode), [mode]);
  return <PokerThemeProvider baseline>{children}</PokerThemeProvider>;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  decorators: [
    (Story, context) => (
      <ThemedStory mode={context.globals.theme === 'light' ? 'light' : 'dark'}>
        <Story />
      </ThemedStory>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
