/**
 * Text without NUL characters: PostgreSQL cannot store them in a text column and answers an error
 * (a 500 and the visitor's words in the log) instead of a field error.
 */
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
export const WITHOUT_NUL = /^[^\u0000]*$/;
/** The message for text that holds a NUL character (a translation key). */
export const NUL_MESSAGE = "validation.nullByte";
