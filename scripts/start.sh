#!/usr/bin/env bash
# One command from a fresh clone to a running product on the embedded default (every upstream emulated).
# PORT (default 3000) and the variables in packages/app/README.md configure it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "› building"
pnpm --filter "@hiber/app..." run build # the app and the workspace packages it uses
exec node --conditions=hiber-dist packages/app/dist/server/main.js
