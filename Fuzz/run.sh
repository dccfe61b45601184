#!/usr/bin/env bash
# Builds and runs a fuzz target for a bounded time over its corpus.
#
#   Fuzz/run.sh TARGET SECONDS [--update-corpus]
#
# TARGET is compile, apply, apply-fast, cache, editing, formatters, or all (each in turn). The
# `cache` target runs SECONDS under AddressSanitizer and SECONDS more under ThreadSanitizer. Exits
# non-zero on any crash, leak, timeout, out-of-memory, sanitizer report or invariant violation; the
# input that caused it is kept under Fuzz/.out/TARGET/artifacts/ (Fuzz/keep-regression.sh minimises
# it into the corpus).
#
# Slow inputs are findings: every operation is meant to be linear, so an input that runs for 5 s
# fails the run as a timeout (a linear implementation never comes close), and one that runs for a
# second or more is kept as Fuzz/.out/TARGET/artifacts/slow-unit-* and named in the summary
# (without failing the run). Inputs are at most 4 KiB (-max_len=4096): the decoders make large
# texts from a few bytes (repeat markers: pastes of up to 64 KiB in editing and formatters, where a
# quadratic path costs billions of steps), so input size costs no mutation time.
#
# Leaks: LeakSanitizer checks once, when the run ends (-detect_leaks=0 turns off libFuzzer's check
# after every input, which re-runs each input whose mallocs and frees differ, as the caches make
# them, and scans the heap: a sixth of the time). A leak found at the end fails the run without an
# input; FUZZ_ARGS=-detect_leaks=1 finds it. ClusterFuzzLite keeps the check after every input.
#
# FUZZ_ARGS adds libFuzzer options after the defaults (they win): FUZZ_ARGS=-timeout=60 to measure
# a rate past a known slow input.
#
# libFuzzer writes new inputs to Fuzz/.out/TARGET/corpus/ (git-ignored) and only reads Corpus/TARGET/;
# with --update-corpus, the inputs that add coverage are merged into Corpus/TARGET/ afterwards.
set -euo pipefail

targets=(compile apply apply-fast cache editing formatters)
usage() { echo "usage: Fuzz/run.sh compile|apply|apply-fast|cache|editing|formatters|all SECONDS [--update-corpus]" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
update_corpus=false
[[ ${3:-} == --update-corpus ]] && update_corpus=true
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || usage
[[ " ${targets[*]} all " == *" $target "* ]] || usage

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$root/Fuzz/.out
# The Swift runtime's crash backtracer would hold a crashing target for up to 30 s before
# libFuzzer's handler runs; libFuzzer and the sanitizers print their own stack traces.
export SWIFT_BACKTRACE=enable=no
# AddressSanitizer records where each block was allocated and freed, for its reports: 4 frames
# instead of 30 (a twentieth of the time goes to unwinding and storing them). Detection is the same;
# keep-regression.sh re-runs a failing input with the full stacks.
export ASAN_OPTIONS=malloc_context_size=4${ASAN_OPTIONS:+:$ASAN_OPTIONS}

# fuzz TARGET SANITIZER SCRATCH_PATH: builds one target and runs it for $seconds.
fuzz() {
    local name=$1 sanitizer=$2 scratch=$3
    echo "=== fuzz-$name ($sanitizer): building" >&2
    local bin
    bin=$(Fuzz/build-targets.sh "$sanitizer" "$scratch" "$name")
    mkdir -p "$work/$name/corpus" "$work/$name/artifacts"
    rm -f "$work/$name/artifacts"/slow-unit-*
    echo "=== fuzz-$name ($sanitizer): fuzzing for $seconds s over Corpus/$name" >&2
    local log=$work/$name/$sanitizer.log status=0
    "$bin/fuzz-$name" "$work/$name/corpus" "Corpus/$name" \
        -dict="Corpus/$name/$name.dict" -max_total_time="$seconds" -timeout=5 \
        -max_len=4096 -report_slow_units=1 -detect_leaks=0 \
        -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$work/$name/artifacts/" ${FUZZ_ARGS:-} >"$log" 2>&1 || status=$?
    grep -v -E '^#[0-9]+.*(NEW|REDUCE)|NEW_FUNC' "$log" | tail -n 60 >&2
    local runs rate
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    echo "fuzz-$name ($sanitizer): ${runs:-?} executions in $seconds s, ${rate:-?} exec/s, exit status $status" >&2
    local slow
    for slow in "$work/$name/artifacts"/slow-unit-*; do
        [[ -e $slow ]] && echo "SLOW INPUT: fuzz-$name ($sanitizer) ran $slow for $(sed -n 's/^Slowest unit: \([0-9]*\) s:.*/\1/p' "$log" | tail -n 1) s or more" >&2
    done
    if [[ $status -ne 0 ]] && grep -q 'ERROR: LeakSanitizer' "$log" && ! grep -q 'Test unit written' "$log"; then
        echo "FAILED: fuzz-$name ($sanitizer) leaks (found when the run ended); log $log" >&2
        echo "  find the input: FUZZ_ARGS=-detect_leaks=1 Fuzz/run.sh $name SECONDS" >&2
        return 1
    fi
    if [[ $status -ne 0 ]]; then
        echo "FAILED: fuzz-$name ($sanitizer); log $log; inputs in $work/$name/artifacts/" >&2
        echo "  keep one as a regression: Fuzz/keep-regression.sh $name ARTIFACT NAME" >&2
        return 1
    fi
    if $update_corpus; then
        "$bin/fuzz-$name" -merge=1 "Corpus/$name" "$work/$name/corpus" >>"$log" 2>&1
    fi
}

# run_target TARGET: the target's fuzz runs.
run_target() {
    fuzz "$1" address .build-fuzz
    if [[ $1 == cache ]]; then
        fuzz cache thread .build-fuzz-tsan
    fi
}

if [[ $target == all ]]; then
    for name in "${targets[@]}"; do run_target "$name"; done
else
    run_target "$target"
fi
