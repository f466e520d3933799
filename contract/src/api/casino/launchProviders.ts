/**
 * Spec §4 game launch: the launch method is chosen by the game's providerName, spelled exactly so.
 * Any other providerName cannot be launched.
 */
export const LAUNCH_PROVIDERS = [
  'SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Pragmatic Play', 'Digitain',
] as const;
export type LaunchProvider = (typeof LAUNCH_PROVIDERS)[number];
