import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { text } from '../text';
import { emptyEnvelope } from '../envelope';
import { REMOTE_NAMES } from '../../remote/remoteModule';

/**
 * What went wrong with a remote on a page, as the host tells it apart:
 * - `entry-load`: its remoteEntry.js (or the module it exposes) did not load, or timed out;
 * - `chunk-load`: one of its lazy chunks did not load (webpack's ChunkLoadError);
 * - `boundary`: its UI threw and a section's error boundary caught it;
 * - `contract`: the host refused it (another contract major, a newer minor);
 * - `unhandled-rejection`: an unhandled promise rejection whose stack points into its files.
 */
export const REMOTE_FAILURE_KINDS = ['entry-load', 'chunk-load', 'boundary', 'contract', 'unhandled-rejection'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** The call's path; the host imports only this, not the schema (the beacon is built by hand, see below). */
export const REPORT_FAILURES_PATH = 'telemetry/failures';

/** Most failures one report carries; a page that fails more is broken enough already. */
export const TELEMETRY_MAX_FAILURES = 40;

const remote = v.picklist(REMOTE_NAMES);
// A version as remotes.json names it ('1.0.3', 'dev', 'override'): never free text.
const version = v.pipe(text(), v.regex(/^[0-9A-Za-z.+-]{1,40}$/));

/**
 * One page load's report (extension). No personal data: the page is a random id made per page
 * load (never stored on the device, never tied to a member or a session), no address, no message
 * text; only which remote versions ran and what failed, by kind. `phase` is the federation
 * runtime's lifecycle name where the load failed (e.g. `afterResolve`, `onLoad`).
 */
export const reportFailuresRequestSchema = v.object({
  page: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,32}$/)),
  ran: v.pipe(v.array(v.object({ remote, version, canary: v.boolean() })), v.maxLength(REMOTE_NAMES.length)),
  failures: v.pipe(
    v.array(v.object({
      remote,
      version,
      kind: v.picklist(REMOTE_FAILURE_KINDS),
      phase: v.optional(v.pipe(text(), v.regex(/^[A-Za-z]{1,40}$/))),
    })),
    v.maxLength(TELEMETRY_MAX_FAILURES),
  ),
});
export type ReportFailuresRequest = v.InferOutput<typeof reportFailuresRequestSchema>;

/**
 * POST telemetry/failures (extension): sent by the host with `navigator.sendBeacon` when the page
 * is hidden, so the body arrives as `text/plain` JSON; a server reads it as JSON either way.
 */
export const reportFailures = defineCall({
  method: 'POST',
  path: REPORT_FAILURES_PATH,
  request: reportFailuresRequestSchema,
  response: emptyEnvelope,
  extension: true,
});
