import { RemoteLoadError, type SlotComponentType, type SlotLoader } from '@vitrin/shared';
import { isRemoteName, type RemoteRegistry } from './remoteRegistry';

/** The slot loader the host registers in @vitrin/shared: slots come from each remote's module. */
export function createHostSlotLoader(registry: RemoteRegistry): SlotLoader {
  return async (remote, slot, { retry }) => {
    if (!isRemoteName(remote)) throw new RemoteLoadError(remote, 'unavailable', `There is no remote "${remote}".`);
    if (retry) registry.forget(remote);
    const module = await registry.load(remote);
    // The name comes from a placer at run time; the map is typed per remote at build time.
    const component = (module.slots as Record<string, SlotComponentType | undefined>)[slot];
    if (!component) throw new RemoteLoadError(remote, 'missing-slot', `Remote "${remote}" has no slot "${slot}".`);
    return component;
  };
}
