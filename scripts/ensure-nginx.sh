#!/usr/bin/env bash
# Makes sure nginx is there for the static profile (npm run start:nginx) and its tests: Debian's
# nginx-light with libnginx-mod-http-brotli-static, installed when missing and we run as root;
# otherwise says how to install it. Exits 0 when nginx is usable, 1 when it is not.
set -euo pipefail

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-nginx: installing Debian's nginx-light and libnginx-mod-http-brotli-static"
  export DEBIAN_FRONTEND=noninteractive
  # Installed for our own configuration: the package's service must not start on port 80.
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  apt-get update -qq
  apt-get install -y -qq nginx-light libnginx-mod-http-brotli-static >/dev/null
  exit 0
fi
echo "ensure-nginx: nginx is not installed. As root: apt-get update && apt-get install -y nginx-light libnginx-mod-http-brotli-static" >&2
exit 1
