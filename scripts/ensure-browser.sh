#!/usr/bin/env bash
# Makes sure Playwright has a Chromium to drive. Playwright's own browser is used when installed;
# otherwise Debian's /usr/bin/chromium. Never downloads a browser build (there is no network for it).
# Also makes sure Liberation Sans, Arial's metric twin, is there: the site's fallback font is
# Arial or it (lib/fonts/faces.ts), and tests/e2e/fonts.spec.ts measures it.
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

if fc-list -q "Liberation Sans" 2>/dev/null || fc-list -q Arial 2>/dev/null; then
  exit 0
fi
if can_install; then
  apt_install fonts-liberation
else
  echo "ensure-browser: neither Arial nor Liberation Sans is installed; the font tests will fail (apt-get install fonts-liberation)" >&2
fi
