/**
 * What the SMS code flow says, in the words of the package that shows it (the host's dialog and
 * the account's phone page keep their own translated texts; the flow itself is written once).
 */
export type SmsTextKey =
  /** The phone form's name (its aria-label). */
  | 'phoneTitle'
  /** The phone field's label. */
  | 'phone'
  | 'sendCode'
  /** The code form's name (its aria-label). */
  | 'codeTitle'
  /** `{phone}`: the number as displayed (+90 555 111 22 33). */
  | 'codeIntro'
  | 'code'
  /** `{seconds}` left before a new code may be asked for. */
  | 'resendIn'
  | 'resend'
  | 'verify'
  /** Toasts when the server says nothing itself. */
  | 'codeSent'
  | 'verified'
  | 'failed';

export type SmsTexts = (key: SmsTextKey, params?: Record<string, string | number>) => string;
