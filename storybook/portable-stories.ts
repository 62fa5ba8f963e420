import { setProjectAnnotations } from '@storybook/react';
import preview from './.storybook/preview';

/** Portable stories for shared-ui's jest run: `@storybook/react` is a dependency of this workspace, so shared-ui reaches it here. */
setProjectAnnotations(preview);

export { composeStories } from '@storybook/react';
