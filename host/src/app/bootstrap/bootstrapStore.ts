import type { Bootstrap } from '@vitrin/contract';

let current: Bootstrap | null = null;

/** The bootstrap data start-up settled on (fresh, stored, or none); shell readers use it. */
export function getBootstrap(): Bootstrap | null {
  return current;
}

export function setBootstrap(value: Bootstrap | null): void {
  current = value;
}
