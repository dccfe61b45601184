#!/usr/bin/env bash
# Minimises an input that made a fuzz target fail and keeps it as a regression.
#
#   Fuzz/keep-regression.sh TARGET ARTIFACT NAME
#
# Writes Corpus/TARGET/regressions/NAME.bin (NAME says what broke, e.g. rtl-caret-past-end), which
# `swift test` replays (FuzzRegressionTests) and Fuzz/run.sh reads first. Prints the report.
set -euo pipefail

[[ $# -eq 3 ]] || { echo "usage: Fuzz/keep-regression.sh compile|apply|apply-fast|cache|editing|formatters ARTIFACT NAME" >&2; exit 2; }
target=$1
artifact=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
name=$3
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export SWIFT_BACKTRACE=enable=no

bin=$(Fuzz/build-targets.sh address .build-fuzz "$target")
kept=Corpus/$target/regressions/$name.bin
mkdir -p "$(dirname "$kept")"
if ! "$bin/fuzz-$target" -minimize_crash=1 -runs=50000 -exact_artifact_path="$kept" "$artifact" >/dev/null 2>&1 \
    || [[ ! -s $kept ]]; then
    cp "$artifact" "$kept"  # timeouts and leaks are kept as found
fi
echo "kept $kept ($(wc -c <"$kept") bytes):" >&2
"$bin/fuzz-$target" "$kept" 2>&1 | grep -A 12 -E 'Fatal error|ERROR:' | grep -v '^    #' >&2 || true
