// Failure telemetry from the browser (extension); one file per call.
export {
  REMOTE_FAILURE_KINDS, REPORT_FAILURES_PATH, TELEMETRY_MAX_FAILURES, reportFailures, reportFailuresRequestSchema,
  type RemoteFailureKind, type ReportFailuresRequest,
} from './reportFailures';
