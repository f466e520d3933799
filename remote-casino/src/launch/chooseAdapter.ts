import type { LaunchProvider } from '@vitrin/contract';
import { amusnet } from './amusnet';
import { digitain } from './digitain';
import { egt } from './egt';
import { everymatrix } from './everymatrix';
import { hub88 } from './hub88';
import type { LaunchAdapter } from './launchAdapter';
import { pragmatic } from './pragmatic';
import { softgamings } from './softgamings';

/** Spec §4: the launch method is chosen by providerName. */
export const ADAPTERS: Record<LaunchProvider, LaunchAdapter> = {
  SoftGamings: softgamings,
  Hub88: hub88,
  'Egt Digital': egt,
  Amusnet: amusnet,
  EveryMatrix: everymatrix,
  'Pragmatic Play': pragmatic,
  Digitain: digitain,
};

/** The adapter for a game's providerName, or null when no method launches it. */
export function chooseAdapter(providerName: string): LaunchAdapter | null {
  return Object.hasOwn(ADAPTERS, providerName) ? ADAPTERS[providerName as LaunchProvider] : null;
}
