#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "ERROR: Chromium is missing and only root can install it: apt-get install chromium chromium-driver" >&2
  exit 1
fi
echo "Installing Chromium for the browser tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
[ -x /usr/bin/chromium ] || { echo "ERROR: Chromium did not install" >&2; exit 1; }
