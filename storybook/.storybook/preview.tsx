// One set of project annotations for Storybook and for the jest runner of the stories (shared-ui/src/stories.test.tsx).
export { default } from 'shared-ui/storybook-preview';
