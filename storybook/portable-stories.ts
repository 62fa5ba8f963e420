import { setProjectAnnotations } from '@storybook/react';
import preview from './.storybook/preview';

/**
 * Portable stories for shared-ui's jest run. `@storybook/react` is installed under this workspace only (the
 * workspace's name, `storybook`, shadows the package of that name at the root), so shared-ui reaches it here.
 */
setProjectAnnotations(preview);

export { composeStories } from '@storybook/react';
