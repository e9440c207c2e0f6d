/**
 * Sizes of the phrase card (issue 14): the patient's lines large enough to read at arm's length
 * on a 360 px phone (28 px there), the English for the responder at body size.
 */
export const PATIENT_LINE_SIZE = 'clamp(1.75rem, 7.8vw, 2.5rem)';
export const ANSWER_WORD_SIZE = 'clamp(1.25rem, 5.6vw, 1.625rem)';

/** Text inside a button wraps instead of being cut off (a long Tagalog answer, 200% zoom). */
export const WRAPPING_LABEL = {
  whiteSpace: 'normal',
  overflow: 'visible',
  height: 'auto',
  overflowWrap: 'anywhere',
} as const;

/** The colour of a chosen answer: white on blue 9 is above 4.5:1 in both schemes. */
export const CHOSEN_COLOR = 'blue.9';
