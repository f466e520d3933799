/**
 * MUI draws a helper text of one space as an empty line of full height: every field keeps its
 * message line, so a message that comes or goes never moves the fields and buttons below it (a
 * button that moved 23 px as an error vanished on blur lost the player's tap).
 */
export const RESERVED_HELPER_TEXT = ' ';

export interface FieldProgress {
  /** The player has left the field once. */
  isTouched?: boolean;
  /** The form was submitted once. */
  isSubmitted?: boolean;
}

/**
 * What a text field shows of its validation: nothing while the player has not yet left it (or
 * submitted), then the current message, updated as they type (forms validate on every change,
 * react-hook-form's mode 'all', so a message never outlives the value it was about). The line is
 * always reserved.
 */
export function fieldFeedback(message: string | undefined, progress: FieldProgress): { error: boolean; helperText: string } {
  const shown = Boolean(message) && Boolean(progress.isTouched || progress.isSubmitted);
  return { error: shown, helperText: shown && message ? message : RESERVED_HELPER_TEXT };
}
