#!/usr/bin/env bash
# Builds the fuzz targets for ClusterFuzzLite / OSS-Fuzz into $OUT, the same way Fuzz/run.sh does
# (Fuzz/build-targets.sh), with the Swift runtime linked statically so the binaries run anywhere.
# Also works by hand:  OUT=/tmp/fuzzers .clusterfuzzlite/build.sh
#
# For each target T in compile, apply, apply-fast, cache, editing, formatters it writes $OUT/fuzz-T, its dictionary fuzz-T.dict,
# fuzz-T.options (naming the dictionary, inputs of up to 4 KiB, a 5 s timeout, slow inputs reported; unlike
# Fuzz/run.sh, libFuzzer's leak check after every input stays on, so a leak comes with its input) and
# fuzz-T_seed_corpus.zip (Corpus/T with its regressions).
set -euo pipefail

: "${OUT:?set OUT to the folder the fuzzers go to}"
sanitizer=${SANITIZER:-address}
case $sanitizer in
    address|thread) ;;
    *) echo "the Swift targets support SANITIZER=address (or thread), not $sanitizer" >&2; exit 1 ;;
esac
cd "$(dirname "$0")/.."
mkdir -p "$OUT"

targets=(compile apply apply-fast cache editing formatters)
bin=$(Fuzz/build-targets.sh "$sanitizer" .build-cflite-"$sanitizer" "${targets[@]}" -- --static-swift-stdlib)
for target in "${targets[@]}"; do
    cp "$bin/fuzz-$target" "$OUT/fuzz-$target"
    cp "Corpus/$target/$target.dict" "$OUT/fuzz-$target.dict"
    printf '[libfuzzer]\ndict = fuzz-%s.dict\nmax_len = 4096\ntimeout = 5\nreport_slow_units = 1\n' "$target" >"$OUT/fuzz-$target.options"
    rm -f "$OUT/fuzz-${target}_seed_corpus.zip"
    python3 - "$OUT/fuzz-${target}_seed_corpus.zip" "Corpus/$target" <<'PY'
import pathlib, sys, zipfile
archive, folder = sys.argv[1], pathlib.Path(sys.argv[2])
with zipfile.ZipFile(archive, "w") as zip_file:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix != ".dict":
            zip_file.write(path, path.relative_to(folder).as_posix().replace("/", "-"))
PY
done
echo "fuzzers in $OUT:" >&2
ls -l "$OUT" >&2
