/** SPEC §9: searches wait this long after the last keystroke (members, patients, pickers). */
export const SEARCH_DEBOUNCE_MS = 500;

/** SPEC §9: option dropdowns of pickers and choosers scroll beyond this height (px). */
export const OPTIONS_MAX_HEIGHT = 200;
