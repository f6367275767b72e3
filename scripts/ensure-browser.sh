#!/usr/bin/env bash
# Makes sure Playwright has a Chromium to drive. Playwright's own browser is used when installed;
# otherwise Debian's /usr/bin/chromium. Never downloads a browser build (there is no network for it).
set -euo pipefail

if node -e "const fs=require('fs');const {chromium}=require('@playwright/test');process.exit(fs.existsSync(chromium.executablePath())?0:1)" 2>/dev/null; then
  echo "ensure-browser: using Playwright's own Chromium"
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "ensure-browser: using $(/usr/bin/chromium --version 2>/dev/null | head -n1)"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-browser: installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  /usr/bin/chromium --version
  exit 0
fi
echo "ensure-browser: no Chromium found. Install one, as root: apt-get update && apt-get install -y chromium" >&2
exit 1
