import { createBus, type Bus } from './createBus';
import { INITIAL_CHANNELS, type BusChannels, type BusEvents } from './events';
import { CONTRACT_MAJOR } from '@vitrin/contract';

export type VitrinBus = Bus<BusEvents, BusChannels>;

// Kept on globalThis per contract major: even if a remote ends up with its own copy of
// @vitrin/shared (a share-scope mismatch), every package still talks on the same bus.
const key = `__vitrinBus_v${CONTRACT_MAJOR}`;
const holder = globalThis as unknown as Record<string, VitrinBus | undefined>;

export const bus: VitrinBus = holder[key] ?? (holder[key] = createBus<BusEvents, BusChannels>({ ...INITIAL_CHANNELS }));
