# The steps of `./vitrin test` (sourced by ./vitrin; tested by scripts/cli/steps.test.mjs).
# `lanes FN...` runs lane functions side by side
# (2 cores: the checks and the build beside jest, ADR 0059); inside a lane, `lane_step NAME cmd...`
# captures the step's output in its own file, so two lanes never interleave their lines: a step
# prints one line when it starts and one when it ends, and a failed step's output is printed whole
# once every lane is done. `queued NAME cmd...` puts a step in a queue that the lanes share:
# `from_queue` in a lane runs the queued steps no other lane has taken, so whichever lane is free
# takes the next one and both lanes end at about the same time (ADR 0063). `step_summary` prints
# each step's wall time at the end.
log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

STEP_NAMES=(); STEP_SECONDS=(); STEP_STATUS=(); STEP_STARTED=0
step_record() { STEP_NAMES+=("$1"); STEP_SECONDS+=($((SECONDS - STEP_STARTED))); STEP_STATUS+=("$2"); }
step_summary() {
  local status=$? i
  [ "${#STEP_NAMES[@]}" -gt 0 ] || return "$status"
  printf '\n\033[1m== step times\033[0m\n'
  for i in "${!STEP_NAMES[@]}"; do
    printf '%6ss  %-4s %s\n' "${STEP_SECONDS[$i]}" "$([ "${STEP_STATUS[$i]}" = 0 ] && echo ok || echo FAIL)" "${STEP_NAMES[$i]}"
  done
  printf '%6ss  total\n' "$SECONDS"
  return "$status"
}

# Runs in a lane's subshell: the record goes to a file that `lanes` reads back into STEP_*.
lane_step() {
  local name=$1; shift
  local output
  output=$(mktemp "$STEP_DIR/step.XXXXXX")
  run_lane_step "$name" "$output" "$@"
}

# The shared queue: names and commands (quoted once, run with eval), in the order they are taken.
QUEUE_NAMES=(); QUEUE_COMMANDS=()
queued() {
  local name=$1; shift
  QUEUE_NAMES+=("$name"); QUEUE_COMMANDS+=("$(printf '%q ' "$@")")
}
# In a lane: takes the queued steps one by one until none is left or one fails. A step is taken by
# creating its claim folder, which only one lane can do (mkdir is atomic).
from_queue() {
  local i
  for i in "${!QUEUE_NAMES[@]}"; do
    mkdir "$STEP_DIR/claimed.$i" 2>/dev/null || continue
    eval "lane_step \"\${QUEUE_NAMES[$i]}\" ${QUEUE_COMMANDS[$i]}" || return
  done
}

# A lane's step whose output goes straight to the terminal (the e2e report, which a reader follows
# as it runs) instead of a file printed only on failure; recorded like any lane step.
lane_step_live() { local name=$1; shift; run_lane_step "$name" "" "$@"; }

# Runs a lane's step with its output in the file OUTPUT (or on the terminal when OUTPUT is empty)
# and records it in the lanes' steps.tsv.
run_lane_step() {
  local name=$1 output=$2; shift 2
  local status=0 started=$SECONDS
  printf '\033[1m== %s\033[0m: started\n' "$name"
  if [ -n "$output" ]; then "$@" >"$output" 2>&1 </dev/null || status=$?; else "$@" </dev/null || status=$?; fi
  printf '%s\t%s\t%s\t%s\n' "$name" $((SECONDS - started)) "$status" "$output" >>"$STEP_DIR/steps.tsv"
  printf '\033[1m== %s\033[0m: %s in %ss\n' "$name" "$([ "$status" = 0 ] && echo ok || echo "FAIL (exit $status)")" $((SECONDS - started))
  return "$status"
}

# The build's lane calls `build_finished` after its build step (passed or not, or never reached);
# `after_build NAME cmd...` in a lane with nothing left to do: the first lane to get there waits
# for the build and, if it passed, runs the step live; the other lane returns at once. So the step
# that needs the build (e2e) starts while the other lane's last step still runs, not after it.
build_finished() {
  local status=$1
  [ "$status" != 0 ] || touch "$STEP_DIR/built"
  touch "$STEP_DIR/build-finished"
  return "$status"
}
after_build() {
  local name=$1; shift
  mkdir "$STEP_DIR/claimed.after_build" 2>/dev/null || return 0
  until [ -e "$STEP_DIR/build-finished" ]; do sleep 1; done
  if [ ! -e "$STEP_DIR/built" ]; then
    log "$name: not run (no build)"
    return 0
  fi
  lane_step_live "$name" "$@"
}

# `lanes FN...`: each function is a lane (its steps chained with &&, so a lane stops at its first
# failure while the other lanes finish). Returns the exit code of the first step that failed.
lanes() {
  STEP_DIR=$(mktemp -d /tmp/vitrin-steps.XXXXXX)
  : >"$STEP_DIR/steps.tsv"
  local lane pids=() name seconds status output first=0 i
  for lane in "$@"; do "$lane" & pids+=($!); done
  # Background jobs ignore Ctrl-C in a script: pass it on to the lanes' process trees.
  trap 'for p in "${pids[@]}"; do pkill -TERM -P "$p" 2>/dev/null; kill -TERM "$p" 2>/dev/null; done; exit 130' INT TERM
  for lane in "${pids[@]}"; do wait "$lane" || true; done
  trap - INT TERM
  while IFS=$'\t' read -r name seconds status output; do
    STEP_NAMES+=("$name"); STEP_SECONDS+=("$seconds"); STEP_STATUS+=("$status")
    if [ "$status" != 0 ]; then
      # A live step (no output file) was printed as it ran.
      if [ -n "$output" ]; then
        log "$name: FAIL (exit $status), its output"
        cat "$output"
      fi
      [ "$first" != 0 ] || first=$status
    fi
  done <"$STEP_DIR/steps.tsv"
  # Queued steps no lane took (every lane stopped at a failure first) are named, not hidden.
  for i in "${!QUEUE_NAMES[@]}"; do
    [ -d "$STEP_DIR/claimed.$i" ] || log "${QUEUE_NAMES[$i]}: not run (every lane stopped at a failure)"
  done
  QUEUE_NAMES=(); QUEUE_COMMANDS=()
  rm -rf "$STEP_DIR"
  return "$first"
}
