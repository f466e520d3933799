import * as fingerprintJs from '@fingerprintjs/fingerprintjs';
import { fontPreferencesInTasks } from './fontPreferencesInTasks';
import { canvasTextWarmUp } from './canvasTextWarmUp';
import { availableFontsInSlices } from './fontsInSlices';
import { nextTask } from './measuringFrame';
import { watchStillness, yieldWhenStill } from './stillness';

// The fingerprint's agent: the library and the site's adapter around it, one chunk that
// fingerprint.ts loads when the fingerprint is first taken (never on the first screen).

/**
 * Sources the library does not run here. `domBlockers`: on Android and Safari it builds elements
 * from ad-block selectors, some with inline handler attributes (`[onclick*=…]`), which the site's
 * Content-Security-Policy refuses (script-src-attr) and reports; it is left out.
 * `fonts` and `fontPreferences` are run by this folder instead, in several tasks each
 * (fontsInSlices, fontPreferencesInTasks), with the library's own measuring code and values.
 */
const NOT_RUN_BY_THE_LIBRARY: readonly string[] = ['domBlockers', 'fonts', 'fontPreferences'];

type Library = typeof fingerprintJs;
type Components = Parameters<Library['hashComponents']>[0];

/** A component as the library records it: its value, or its error (hashed as 'error'). */
async function asComponent(measure: () => Promise<unknown>): Promise<Components[string]> {
  const started = Date.now();
  try {
    return { value: await measure(), duration: Date.now() - started };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) }, duration: Date.now() - started };
  }
}

/**
 * The library's components, each source in a task of its own (the adapter between the site and
 * @fingerprintjs/fingerprintjs 3.4.2, pinned; why two sources are measured here and not by the
 * library: ADR 0057, measured again in ADR 0061; the library's parts they run: ADR 0088).
 * Why: the library runs its sources back to back and yields between them only now and then, so
 * on a phone one task held fonts, another the font preferences with the time zone or the canvas:
 * the lobby walk's longest tasks (ADR 0016). One source per task keeps each below the long-task
 * line; the values, and so the visitor id, are the library's own. The canvas source's fonts are loaded in
 * tasks of their own first (canvasTextWarmUp).
 */
export async function componentsInTasks(library: Library, yieldToBrowser: () => Promise<void> = nextTask): Promise<Components> {
  const components: Components = {};
  for (const [key, source] of Object.entries(library.sources)) {
    if (NOT_RUN_BY_THE_LIBRARY.includes(key)) continue;
    if (key === 'canvas') await canvasTextWarmUp(yieldToBrowser);
    await yieldToBrowser();
    Object.assign(components, await library.loadSources({ [key]: source }, { debug: false }, [])());
  }
  components.fontPreferences = await asComponent(() => fontPreferencesInTasks(yieldToBrowser));
  // One frame is removed in a task, the next made in another: together they made one of the
  // longer tasks left (ADR 0057 "Figures behind the fingerprint's comments").
  await yieldToBrowser();
  components.fonts = await asComponent(() => availableFontsInSlices(yieldToBrowser));
  await yieldToBrowser(); // the caller's hash of all of it gets a task of its own
  return components;
}

export async function loadFingerprintAgent(): Promise<{ get: () => Promise<{ visitorId: string }> }> {
  await fingerprintJs.prepareForSources();
  return {
    get: async () => {
      // Each measure waits for the page to be still (a while at most): see stillness.ts.
      const watch = watchStillness();
      try {
        return { visitorId: fingerprintJs.hashComponents(await componentsInTasks(fingerprintJs, yieldWhenStill(watch))) };
      } finally {
        watch.stop();
      }
    },
  };
}
