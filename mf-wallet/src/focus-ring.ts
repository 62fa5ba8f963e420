/** MUI marks keyboard focus with a faint ripple only; an outline in the text colour shows on both themes. */
export const focusRing = { '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 } } as const;
