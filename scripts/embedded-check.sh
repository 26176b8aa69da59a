#!/usr/bin/env bash
# Compiles the sources of AnimationMath, unchanged, as Embedded Swift for a 32-bit WebAssembly
# target and a 32-bit bare-metal ARM target:
#
#   swiftc -enable-experimental-feature Embedded -enable-experimental-feature Extern \
#     -wmo -parse-as-library -c -target T [-O] \
#     -module-name AnimationMath -package-name spring_tune Sources/AnimationMath/**/*.swift
#
# for T = wasm32-unknown-none-wasm and armv7-none-none-eabi, unoptimised and with -O (the
# optimiser runs Embedded-specific passes of its own). Besides `Embedded`: `Extern` enables the
# `@_extern(c)` declarations of the libm functions (Support/Elementary.swift), and -module-name
# and -package-name name the module as SwiftPM does (`package` access needs a package name).
# Both targets have a 32-bit Int, so this is also the package's 32-bit check. Objects go to a
# scratch directory that is removed afterwards; nothing is linked (an Embedded image supplies
# its own libm).
#
# Exits non-zero, printing the compiler's diagnostics, if either compile fails or warns about an
# Embedded restriction.
#
# Usage: scripts/embedded-check.sh [target ...]   (default: both targets above)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  targets=(wasm32-unknown-none-wasm armv7-none-none-eabi)
fi

sources=()
while IFS= read -r -d '' f; do sources+=("$f"); done < <(
  find Sources/AnimationMath -name '*.swift' -print0 | LC_ALL=C sort -z)
if [[ ${#sources[@]} -eq 0 ]]; then
  echo "error: no AnimationMath sources found" >&2
  exit 66
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

status=0
for target in "${targets[@]}"; do
  for optimization in -Onone -O; do
    echo "==> Embedded Swift, $target, $optimization (${#sources[@]} files)" >&2
    log="$scratch/$target$optimization.log"
    object="$scratch/$target$optimization.o"
    if ! swiftc -enable-experimental-feature Embedded -enable-experimental-feature Extern \
      -wmo -parse-as-library -c -target "$target" "$optimization" \
      -module-name AnimationMath -package-name spring_tune \
      "${sources[@]}" -o "$object" >"$log" 2>&1; then
      cat "$log" >&2
      echo "error: the Embedded compile for $target ($optimization) failed" >&2
      status=1
      continue
    fi
    if grep -q 'warning:' "$log"; then
      cat "$log" >&2
      echo "error: the Embedded compile for $target ($optimization) printed warnings" >&2
      status=1
      continue
    fi
    echo "    ok: $(wc -c <"$object" | tr -d ' ') bytes of object code" >&2
  done
done
exit "$status"
