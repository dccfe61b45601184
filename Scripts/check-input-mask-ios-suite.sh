#!/usr/bin/env bash
# Runs input-mask-ios's own XCTest suite against this package, in a scratch folder outside the
# repository: what backs the README's "input-mask-ios 7.3.2's own 364 tests pass against this
# package". Nothing of input-mask-ios is copied into the repository.
#
#   Scripts/check-input-mask-ios-suite.sh CHECKOUT [REF]
#
# CHECKOUT is a git clone of https://github.com/RedMadRobot/input-mask-ios; REF is the tag or
# commit whose tests run (7.3.2 by default). The suite's `@testable import InputMask` imports this
# package's `InputMask` module; its timing tests (`measure`) run but assert nothing. Prints the
# XCTest summary and exits with `swift test`'s status.
set -euo pipefail

[[ $# -ge 1 && $# -le 2 ]] || { echo "usage: Scripts/check-input-mask-ios-suite.sh CHECKOUT [REF]" >&2; exit 2; }
checkout=$(cd "$1" && pwd)
ref=${2:-7.3.2}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/input-mask-ios-suite.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

tests=Source/InputMask/InputMaskTests/Classes
mkdir -p "$scratch/Tests/InputMaskTests"
git -C "$checkout" archive "$ref" "$tests" | tar -x -C "$scratch"
mv "$scratch/$tests"/* "$scratch/Tests/InputMaskTests/"
rm -rf "$scratch/Source"

cat >"$scratch/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "InputMaskIOSSuite",
    dependencies: [.package(path: "$root")],
    targets: [
        .testTarget(
            name: "InputMaskTests",
            dependencies: [.product(name: "InputMask", package: "$(basename "$root" | tr "[:upper:]" "[:lower:]")")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
EOF

cd "$scratch"
echo "input-mask-ios $ref ($(git -C "$checkout" rev-parse --short "$ref^{commit}")) against $(git -C "$root" rev-parse --short HEAD)" >&2
set +e
swift test 2>&1 | tee "$scratch/test.log" | grep -E -A1 "^Test Suite 'All tests'|^error:|failed \(" >&2
status=${PIPESTATUS[0]}
set -e
exit "$status"
