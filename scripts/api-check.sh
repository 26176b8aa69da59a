#!/bin/sh
# AnimationMath's public interface against its committed baseline (api/AnimationMath.api).
#
#   scripts/api-check.sh              fail, naming them, on changed declarations that
#                                     CHANGELOG.md's Unreleased section does not mention
#   scripts/api-check.sh --update     rewrite the baseline from the current interface
#   scripts/api-check.sh --self-test  rename a public declaration in a scratch copy of the
#                                     sources and check that the check then fails
#
# The interface is dumped by the toolchain's swift-api-digester (-dump-sdk) from a debug build
# of the module and listed one declaration a line with its types (scripts/api-listing.py), so
# an added, removed, renamed or retyped declaration is a changed line. A change is mentioned
# when its top-level type's or its own base name appears inside backticks in the Unreleased
# section. Exit codes: 0 pass, 1 unannounced changes, 64 usage.
set -eu
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  PATH="/opt/swift/usr/bin:$PATH"
fi
baseline=api/AnimationMath.api
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# listing MODULE_DIR OUT: the interface of the AnimationMath module in MODULE_DIR, listed.
listing() {
  swift-api-digester -dump-sdk -module AnimationMath -I "$1" -o "$work/dump.json" \
    -target "$triple" -avoid-location -avoid-tool-args
  python3 scripts/api-listing.py "$work/dump.json" >"$2"
}

# check BASELINE CURRENT: the changed lines, and whether CHANGELOG mentions each.
check() {
  python3 - "$1" "$2" CHANGELOG.md <<'PY'
import re, sys
old = set(open(sys.argv[1], encoding="utf-8").read().splitlines())
new = set(open(sys.argv[2], encoding="utf-8").read().splitlines())
text = open(sys.argv[3], encoding="utf-8").read()
start = text.find("## Unreleased")
end = text.find("\n## ", start + 1) if start >= 0 else -1
unreleased = text[start:end if end >= 0 else len(text)] if start >= 0 else ""
spans = re.findall(r"`([^`]*)`", unreleased)
def mentioned(name):
    return any(re.search(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])", s) for s in spans)
missing = []
for sign, lines in (("-", old - new), ("+", new - old)):
    for line in sorted(lines):
        path = line.split(" ", 1)[1].split(":", 1)[0].split(" ", 1)[0]
        parts = path.split(".")
        top = parts[0].split("(")[0]
        own = parts[-1].split("(")[0]
        if not (mentioned(top) or mentioned(own)):
            missing.append(f"  {sign} {line}")
changed = len(old - new) + len(new - old)
if missing:
    print(f"api-check: {len(missing)} of {changed} changed declarations of AnimationMath are not "
          "in CHANGELOG.md's Unreleased section (name each, with a migration line):", file=sys.stderr)
    print("\n".join(missing), file=sys.stderr)
    sys.exit(1)
print(f"api-check: AnimationMath's interface: {len(new)} declarations, {changed} changed since "
      "the baseline, each in CHANGELOG.md's Unreleased section")
PY
}

case "${1:-}" in
  "" | --update)
    swift build --target AnimationMath >/dev/null
    listing .build/debug/Modules "$work/current.api"
    if [ "${1:-}" = --update ]; then
      mkdir -p api
      cp "$work/current.api" "$baseline"
      echo "api-check: wrote $baseline ($(wc -l <"$baseline") declarations)"
      exit 0
    fi
    check "$baseline" "$work/current.api"
    ;;
  --self-test)
    # A scratch copy of the sources with VelocityUnits renamed, built as a module alone.
    cp -R Sources/AnimationMath "$work/src"
    grep -rl 'VelocityUnits' "$work/src" | while read -r f; do
      sed 's/VelocityUnits/VelocityConversions/g' "$f" >"$f.new" && mv "$f.new" "$f"
    done
    mkdir -p "$work/modules"
    find "$work/src" -name '*.swift' >"$work/files"
    # shellcheck disable=SC2046
    swiftc -emit-module -parse-as-library -module-name AnimationMath -package-name spring_tune \
      -swift-version 6 -enable-experimental-feature Extern \
      -emit-module-path "$work/modules/AnimationMath.swiftmodule" $(cat "$work/files")
    listing "$work/modules" "$work/renamed.api"
    if check "$baseline" "$work/renamed.api" 2>"$work/err"; then
      echo "api-check self-test: FAIL — a renamed public declaration passed the check" >&2
      exit 1
    fi
    grep -q 'VelocityConversions' "$work/err" || {
      cat "$work/err" >&2
      echo "api-check self-test: FAIL — the rename is not named" >&2
      exit 1
    }
    echo "api-check self-test: renaming VelocityUnits in a scratch copy fails the check, naming it"
    ;;
  *)
    sed -n '2,12p' "$0" >&2
    exit 64
    ;;
esac
