import { CONFETTI } from '@vitrin/contract';

function prefersReducedMotion(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** 150 particles above the dialogs; nothing at all (not even the download) for reduced motion. */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import(/* webpackChunkName: "confetti" */ 'canvas-confetti');
    await confetti({ particleCount: CONFETTI.particles, spread: 70, origin: { y: 0.6 }, zIndex: 2000, disableForReducedMotion: true });
  } catch {
    // Decoration only: a missing canvas or a failed chunk changes nothing for the player.
  }
}
