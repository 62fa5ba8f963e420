import { AA_TEXT_CONTRAST, contrastRatio } from '../theme/contrast';
import { CARD_EDGE, CARD_FACE, SUIT_COLOURS } from './card-colours';

it.each(Object.entries(SUIT_COLOURS))('every suit of the %s deck reads at WCAG AA on the white face', (_deck, colours) => {
  for (const colour of Object.values(colours)) expect(contrastRatio(colour, CARD_FACE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
});

it('the four-colour deck gives each suit its own colour', () => {
  expect(new Set(Object.values(SUIT_COLOURS.fourColour)).size).toBe(4);
});

it("the card's edge stands out from a white page (3:1 for a shape's outline)", () => {
  expect(contrastRatio(CARD_EDGE, '#ffffff')).toBeGreaterThanOrEqual(3);
});
