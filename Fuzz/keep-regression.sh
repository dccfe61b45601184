#!/usr/bin/env bash
# Minimises an input that made a fuzz target fail and keeps it as a regression.
#
#   Fuzz/keep-regression.sh [--open] TARGET ARTIFACT NAME
#
# Writes Corpus/TARGET/regressions/NAME.bin (NAME says what broke, e.g. rtl-caret-past-end), which
# `swift test` replays (FuzzRegressionTests) and Fuzz/run.sh reads first. Prints the report.
#
# With --open (a failure not fixed yet, say because another change owns the fix) it writes
# Corpus/open-findings/TARGET/NAME.bin instead: libFuzzer does not read it (it would stop every
# run), and `swift test` replays it as a known issue, which fails once the bug is fixed; then move
# it into Corpus/TARGET/regressions/.
set -euo pipefail

usage() { echo "usage: Fuzz/keep-regression.sh [--open] compile|apply|apply-fast|cache|editing|formatters ARTIFACT NAME" >&2; exit 2; }
open=false
[[ ${1:-} == --open ]] && { open=true; shift; }
[[ $# -eq 3 ]] || usage
target=$1
artifact=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
name=$3
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export SWIFT_BACKTRACE=enable=no

bin=$(Fuzz/build-targets.sh address .build-fuzz "$target")
kept=Corpus/$target/regressions/$name.bin
$open && kept=Corpus/open-findings/$target/$name.bin
mkdir -p "$(dirname "$kept")"
if ! "$bin/fuzz-$target" -minimize_crash=1 -runs=50000 -exact_artifact_path="$kept" "$artifact" >/dev/null 2>&1 \
    || [[ ! -s $kept ]]; then
    cp "$artifact" "$kept"  # timeouts and leaks are kept as found
fi
echo "kept $kept ($(wc -c <"$kept") bytes):" >&2
"$bin/fuzz-$target" "$kept" 2>&1 | grep -A 12 -E 'Fatal error|ERROR:' | grep -v '^    #' >&2 || true
