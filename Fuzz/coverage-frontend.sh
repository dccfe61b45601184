#!/usr/bin/env bash
# The Swift frontend as Fuzz/build-targets.sh runs it: the real `swift-frontend` with each module's
# coverage instrumentation chosen by what the fuzzer should follow (see Fuzz/README.md, "How the
# targets are built"). Not run by hand: build-targets.sh installs a copy next to a link to the
# toolchain's lib/ (the driver finds the sanitizer runtimes relative to the frontend) and names
# it with `-driver-use-frontend-path`.
#
# The driver hands every module `-sanitize=fuzzer,SANITIZER` (libFuzzer's coverage: edges,
# comparison operands, indirect calls, stack depth). FUZZ_COVERAGE, set by build-targets.sh per
# target, is the mode: `full` for every target but `apply-fast`, which is built `edges`. Per module
# (`-module-name`):
# - InputMask, InputMaskFormatters, the code under test: all of it, as given, in the `full` mode;
#   in the `edges` mode, InputMask gets edges only (`-sanitize-coverage=edge,inline-8bit-counters,
#   pc-table`, which replaces the fuzzer's defaults) and InputMaskFormatters, which `apply-fast`
#   does not call, none: that target's point is executions per second (comparison callbacks were a
#   third of its time), and the targets built `full` still steer by the engine's comparisons;
# - InputMaskReference, the oracle: edges only in the `full` mode (a new path through the model is a
#   new case for the engine, but its comparisons are not worth steering mutations by); none in the
#   `edges` mode (`apply-fast` does not call it);
# - anything else (InputMaskFuzzing, the decoders and checks, and the targets' mains): none, only
#   the sanitizer. Their branches follow the input's shape, which the engine's coverage already sees,
#   and comparison callbacks in the checks' String walks cost more than the engine itself.
set -euo pipefail

real=${FUZZ_REAL_SWIFT_FRONTEND:?set by Fuzz/build-targets.sh}
mode=${FUZZ_COVERAGE:?set by Fuzz/build-targets.sh}
edges=-sanitize-coverage=edge,inline-8bit-counters,pc-table

# The module name, from the arguments or a response file (`@FILE`, one argument a line).
module=
previous=
for argument in "$@"; do
    if [[ $previous == -module-name ]]; then module=$argument; fi
    if [[ $argument == @* && -f ${argument#@} ]]; then
        found=$(grep -A1 -x -- '-module-name' "${argument#@}" | tail -n 1 || true)
        [[ -n $found ]] && module=${found//\"/}
    fi
    previous=$argument
done

case $module:$mode in
    InputMask:full | InputMaskFormatters:full) exec "$real" "$@" ;;
    InputMask:edges | InputMaskReference:full) exec "$real" "$@" "$edges" ;;
esac

# Drops `-sanitize=fuzzer,…` (from the arguments and from response files), keeping the sanitizer.
arguments=()
for argument in "$@"; do
    case $argument in
        -sanitize=fuzzer,*) arguments+=("-sanitize=${argument#-sanitize=fuzzer,}") ;;
        @*)
            if [[ -f ${argument#@} ]]; then
                rewritten=$(mktemp)
                trap 'rm -f "$rewritten"' EXIT
                sed -E 's/^"?-sanitize=fuzzer,([a-z]+)"?$/-sanitize=\1/' "${argument#@}" >"$rewritten"
                arguments+=("@$rewritten")
            else
                arguments+=("$argument")
            fi
            ;;
        *) arguments+=("$argument") ;;
    esac
done
"$real" "${arguments[@]}"
