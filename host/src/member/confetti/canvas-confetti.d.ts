// The few canvas-confetti options the member UI uses (the package ships no types).
declare module 'canvas-confetti' {
  interface ConfettiOptions {
    particleCount?: number;
    spread?: number;
    origin?: { x?: number; y?: number };
    zIndex?: number;
    disableForReducedMotion?: boolean;
  }
  type Fire = (options?: ConfettiOptions) => Promise<null> | null;
  interface Confetti extends Fire {
    /** A cannon of its own; `null` draws on the library's full-page canvas. */
    create(canvas: HTMLCanvasElement | null, options?: { resize?: boolean; useWorker?: boolean }): Fire;
  }
  const confetti: Confetti;
  export = confetti;
}
