// The builders for tools that name the package (delivery, dev servers, bench): a host builder and
// a remote builder over one base, so the federation settings cannot drift between packages.
import type { ConfigFactory } from './baseConfig';
import { defineHostConfig } from './hostConfig';
import { defineRemoteConfig } from './remoteConfig';

/** `host` or a remote of the manifest; an unknown remote throws with its name. */
export function defineConfigFor(target: string): ConfigFactory {
  return target === 'host' ? defineHostConfig() : defineRemoteConfig(target);
}
