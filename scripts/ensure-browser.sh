#!/usr/bin/env bash
# Makes sure Playwright has a Chromium to drive. Playwright's own browser is used when installed;
# otherwise Debian's /usr/bin/chromium. Never downloads a browser build (there is no network for it).
# Also makes sure the site's fallback fonts are there (lib/fonts/faces.ts), which
# tests/e2e/fonts.spec.ts measures: Liberation Sans, Arial's metric twin, and Noto Sans Georgian.
set -euo pipefail

can_install() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

apt_install() {
  echo "ensure-browser: installing Debian's $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
}

if node -e "const fs=require('fs');const {chromium}=require('@playwright/test');process.exit(fs.existsSync(chromium.executablePath())?0:1)" 2>/dev/null; then
  echo "ensure-browser: using Playwright's own Chromium"
elif [ -x /usr/bin/chromium ]; then
  echo "ensure-browser: using $(/usr/bin/chromium --version 2>/dev/null | head -n1)"
elif can_install; then
  apt_install chromium
  /usr/bin/chromium --version
else
  echo "ensure-browser: no Chromium found. Install one, as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

# The fallback fonts: Liberation Sans (Arial's metric twin) and Noto Sans Georgian.
missing=()
fc-list -q "Liberation Sans" 2>/dev/null || fc-list -q Arial 2>/dev/null || missing+=(fonts-liberation)
fc-list -q "Noto Sans Georgian" 2>/dev/null || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if can_install; then
  apt_install "${missing[@]}"
else
  echo "ensure-browser: fallback fonts missing; the font tests will fail (apt-get install ${missing[*]})" >&2
fi
