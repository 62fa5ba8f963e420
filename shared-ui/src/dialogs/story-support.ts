import { within } from 'storybook/test';

/** Dialogs render in a portal on the document's body, outside the story's canvas: their stories query the page. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The longest username there is (60 characters, no spaces): titles and content must wrap it. */
export const LONG_NAME = 'the_longest_username_anyone_registered_on_poker_legends_x600';
