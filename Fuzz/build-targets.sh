#!/usr/bin/env bash
# Builds fuzz targets as libFuzzer binaries with a sanitizer, and prints the folder they are in.
#
#   Fuzz/build-targets.sh SANITIZER SCRATCH_PATH TARGET... [-- EXTRA_SWIFT_BUILD_ARGS...]
#
# SANITIZER is `address` or `thread`; TARGET is compile, apply, apply-fast, cache, editing or
# formatters. Progress goes to stderr.
#
# SwiftPM links executables with `--defsym main=<module>_main`, which clashes with the `main` of
# libFuzzer's usual runtime (`-sanitize=fuzzer` at link time). So the targets have their own `@main`
# (FuzzTargetMain) that calls `LLVMFuzzerRunDriver` from `libclang_rt.fuzzer_no_main`: the compiler
# frontend gets `-sanitize=fuzzer,SANITIZER` (coverage instrumentation), the driver only
# `-sanitize=SANITIZER` (its runtime), and the no-main libFuzzer runtime is linked explicitly.
#
# Coverage is chosen per module by Fuzz/coverage-frontend.sh, which the driver runs as its frontend
# (`-driver-use-frontend-path`): all of it for the code under test, edges for the reference model,
# none for the checks; and per target, by its mode: `apply-fast` (mode `edges`) gets edges only in
# the code under test too, every other target (mode `full`) all of it. The driver looks for the
# sanitizer runtimes next to the frontend, so the wrapper is installed in SCRATCH_PATH beside a link
# to the toolchain's lib/, in a folder named by its content and the mode, and each mode builds into a
# folder of SCRATCH_PATH named the same way: SwiftPM does not rebuild a module whose only change is
# the frontend's path, so a changed wrapper or another mode gets a fresh build (objects left by an
# earlier wrapper kept their old coverage, measured: the reference model still traced its
# comparisons). The folder printed, SCRATCH_PATH/targets, links each target to where its mode built it.
set -euo pipefail

sanitizer=${1:?usage: build-targets.sh address|thread SCRATCH_PATH TARGET... [-- ARGS...]}
scratch=${2:?usage: build-targets.sh address|thread SCRATCH_PATH TARGET... [-- ARGS...]}
shift 2
targets=()
while [[ $# -gt 0 && $1 != -- ]]; do targets+=("$1"); shift; done
[[ ${1:-} == -- ]] && shift
case $sanitizer in address|thread) ;; *) echo "unsupported sanitizer: $sanitizer" >&2; exit 2 ;; esac
[[ ${#targets[@]} -gt 0 ]] || { echo "no target given" >&2; exit 2; }

cd "$(dirname "$0")/.."
swiftc=$(readlink -f "$(command -v swiftc)")
runtime=$(dirname "$swiftc")/../lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a
[[ -f $runtime ]] || { echo "libFuzzer runtime not found: $runtime" >&2; exit 1; }

wrapper_hash=$(sha256sum Fuzz/coverage-frontend.sh | cut -c1-12)
scratch=$(mkdir -p "$scratch" && cd "$scratch" && pwd)
mkdir -p "$scratch/targets"

# build MODE TARGET...: builds the targets with the coverage of MODE and links them into targets/.
build() {
    local mode=$1 target
    shift
    local frontend=$scratch/fuzz-frontend-$wrapper_hash-$mode
    if [[ ! -x $frontend/bin/swift-frontend ]]; then
        mkdir -p "$frontend/bin"
        ln -sfn "$(dirname "$swiftc")/../lib" "$frontend/lib"
        printf '#!/usr/bin/env bash\nFUZZ_COVERAGE=%q FUZZ_REAL_SWIFT_FRONTEND=%q exec %q "$@"\n' "$mode" \
            "$(dirname "$swiftc")/swift-frontend" "$(pwd)/Fuzz/coverage-frontend.sh" >"$frontend/bin/swift-frontend.tmp"
        chmod +x "$frontend/bin/swift-frontend.tmp"
        mv "$frontend/bin/swift-frontend.tmp" "$frontend/bin/swift-frontend"
    fi
    local flags=(
        -c release --scratch-path "$scratch/build-$wrapper_hash-$mode"
        -Xswiftc -DFUZZING
        -Xswiftc -enable-experimental-feature -Xswiftc Extern
        -Xswiftc -sanitize="$sanitizer"
        -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer,"$sanitizer"
        -Xswiftc -driver-use-frontend-path -Xswiftc "$frontend/bin/swift-frontend"
        -Xlinker "$runtime" -Xlinker -lstdc++
        "${extra[@]}"
    )
    for target in "$@"; do
        swift build "${flags[@]}" --product "fuzz-$target" >&2
    done
    local bin
    bin=$(swift build "${flags[@]}" --show-bin-path)
    for target in "$@"; do
        ln -sfn "$bin/fuzz-$target" "$scratch/targets/fuzz-$target"
    done
}

extra=("$@")
full=()
edges=()
for target in "${targets[@]}"; do
    case $target in
        apply-fast) edges+=("$target") ;;
        compile|apply|cache|editing|formatters) full+=("$target") ;;
        *) echo "unknown target: $target" >&2; exit 2 ;;
    esac
done
[[ ${#full[@]} -eq 0 ]] || build full "${full[@]}"
[[ ${#edges[@]} -eq 0 ]] || build edges "${edges[@]}"
echo "$scratch/targets"
