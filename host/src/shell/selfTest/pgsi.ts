/**
 * The Problem Gambling Severity Index (Ferris & Wynne, 2001): nine questions about the last twelve
 * months, each answered never (0), sometimes (1), most of the time (2) or almost always (3). The
 * score is the sum (0–27); its bands are the index's own: 0 no problem, 1–2 low risk, 3–7
 * moderate risk, 8 or more problem gambling.
 */
export const PGSI_ANSWERS = [0, 1, 2, 3] as const;
export type PgsiAnswer = (typeof PGSI_ANSWERS)[number];
type PgsiBand = 'none' | 'low' | 'moderate' | 'problem';

export function pgsiScore(answers: readonly PgsiAnswer[]): number {
  return answers.reduce<number>((sum, answer) => sum + answer, 0);
}

export function pgsiBand(score: number): PgsiBand {
  if (score >= 8) return 'problem';
  if (score >= 3) return 'moderate';
  if (score >= 1) return 'low';
  return 'none';
}
