#!/usr/bin/env bash
# Type-checks InputMask's Apple-only sources (UIKit, SwiftUI, AppKit), unchanged and in the Swift 6
# language mode, against the stand-in SDK modules of Scripts/AppleTypecheck, together with a sample
# app written as for input-mask 7.x and any Swift files given:
#
#     Scripts/typecheck-apple.sh [FILE.swift ...]
#
# The stand-ins declare only what the UI layer and the sample use; an app file may need more of
# UIKit or SwiftUI than they declare (add it to Scripts/AppleTypecheck/Sources with Apple's
# signature). The real SDKs are checked only by the GitHub workflow's Apple jobs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/Scripts/AppleTypecheck"
app="$package/Sources/AppCode"

rm -rf "$app"
mkdir -p "$app"
cp "$package/SampleApp/"*.swift "$app/"
for file in "$@"; do
    case "$file" in
        *.swift) cp "$file" "$app/extra-$(basename "$file")" ;;
        *) echo "not a Swift file: $file" >&2; exit 2 ;;
    esac
done

# Its own build folder beside the package's (.build*/ is ignored by git).
swift build --package-path "$package" --scratch-path "$root/.build-apple-typecheck" --target AppCode -Xswiftc -warnings-as-errors
echo "typecheck-apple: the UI layer and $(find "$app" -name '*.swift' | wc -l | tr -d ' ') app file(s) type-check against the stand-in SDK"
