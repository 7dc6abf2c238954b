#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own browser here).
# Make sure it is installed, installing it when we are allowed to, otherwise say how.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "Chromium not found at $CHROMIUM; installing it with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
  exit 0
fi

cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM, and it is not installed.
Install it with:

    sudo apt-get install chromium

then run the tests again.
MSG
exit 1
