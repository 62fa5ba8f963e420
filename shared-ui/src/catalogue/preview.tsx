import { useLayoutEffect, type ReactNode } from 'react';
import type { Preview } from '@storybook/react';
import { PokerThemeProvider } from '../theme/PokerThemeProvider';
import { setThemeMode, type ThemeMode } from '../theme/theme-mode.store';

function ThemedStory({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  // The toolbar drives the same store the app's theme toggle does, so a story looks as it does in the app.
  useLayoutEffect(() => setThemeMode(mode), [mode]);
  return <PokerThemeProvider baseline>{children}</PokerThemeProvider>;
}

/** The narrowest phone the screens are built for (DESIGN.md): stories at 375 px select it. */
export const MOBILE_VIEWPORT = 'mobile375';

/**
 * The project annotations of every story: Storybook's preview and the jest runner (stories.test.tsx) both use them,
 * so a story renders the same in both.
 */
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
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /(At|Date)$/ } },
    viewport: {
      options: {
        [MOBILE_VIEWPORT]: { name: 'Phone 375 px', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1366 px', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
      },
    },
    // The a11y panel judges what our tests judge: WCAG 2.2 AA.
    a11y: { options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } } },
  },
};

export default preview;
