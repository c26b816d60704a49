#!/usr/bin/env bash
# `npm ci` as it would run on macOS (Apple silicon and Intel), Windows and Linux on ARM (issue 33): a dry run of a
# clean install from the committed package.json and package-lock.json, with npm's --os/--cpu choosing the platform. It
# fails ("Missing: ... from lock file") when the lockfile lacks that platform's optional packages. Installs nothing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cp "$root/package.json" "$root/package-lock.json" "$dir/"
cd "$dir"
for platform in darwin/arm64 darwin/x64 win32/x64 linux/arm64; do
  if ! out="$(npm ci --dry-run --ignore-scripts --no-audit --no-fund --prefer-offline --os="${platform%/*}" --cpu="${platform#*/}" 2>&1)"; then
    echo "npm ci would fail on $platform:" >&2
    grep -m 20 -E '^npm error' <<<"$out" >&2 || true
    exit 1
  fi
  echo "npm ci on $platform: $(grep -E '^added [0-9]+ packages' <<<"$out")"
done
