import { CONFETTI } from '@vitrin/contract';
import { prefersReducedMotion } from '../ui/reducedMotion';

/** 150 particles above the dialogs; nothing at all (not even the download) for reduced motion. */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import(/* webpackChunkName: "confetti" */ 'canvas-confetti');
    // The library's default cannon draws in a worker made from a blob: URL, which the site's
    // Content-Security-Policy refuses (worker-src 'self', docs/security-headers.md): draw on the page.
    const fire = confetti.create(null, { resize: true, useWorker: false });
    await fire({ particleCount: CONFETTI.particles, spread: 70, origin: { y: 0.6 }, zIndex: 2000, disableForReducedMotion: true });
  } catch {
    // Decoration only: a missing canvas or a failed chunk changes nothing for the player.
  }
}
