#!/usr/bin/env bash
# `npm run test:sqlmap`: sqlmap against the API's parameters, on a throwaway server.
#
# Starts the app in production mode on a free port over a fresh PGlite data folder, signs up
# two people, makes a post, a comment, a group and a connection request, then points sqlmap
# (Debian's package; installed with apt-get when missing) at every query parameter, path id
# and JSON body field we take, signed in where the route needs it. Exits 1 if sqlmap calls
# anything injectable, or if any request made the server fail with a 500.
#
# Not part of `npm test` (it takes several minutes). Options through the environment:
#   SQLMAP_LEVEL (3), SQLMAP_RISK (2), SQLMAP_THREADS (4), SQLMAP_TIME_SEC (2)
#   KEEP=1 keeps the work folder (sqlmap's logs, the server log) for reading afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap is missing: installing Debian's package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y sqlmap || { apt-get update && apt-get install -y sqlmap; }
fi

level="${SQLMAP_LEVEL:-3}"
risk="${SQLMAP_RISK:-2}"
threads="${SQLMAP_THREADS:-4}"
time_sec="${SQLMAP_TIME_SEC:-2}"

work="$(mktemp -d -t koinonia-sqlmap-XXXXXX)"
port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
base="http://127.0.0.1:${port}"
server_pid=""

cleanup() {
  if [[ -n "$server_pid" ]]; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [[ "${KEEP:-}" == "1" ]]; then echo "Work folder kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# --- the server ---------------------------------------------------------------------------
# Limits raised: sqlmap sends thousands of requests from one address and one account. At
# LOG_LEVEL=debug every answered request is logged, which the summary below counts.
NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" SEED_DEMO=false SERVE_CLIENT=false \
  APP_SECRET="sqlmap-run-secret-$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')" \
  LOG_LEVEL=debug \
  RATE_LIMIT_AUTH_IP_MAX=1000000 RATE_LIMIT_AUTH_ACCOUNT_MAX=1000000 RATE_LIMIT_SIGNUPS_IP_MAX=1000000 \
  RATE_LIMIT_WRITES_PER_MINUTE=1000000 RATE_LIMIT_UPLOADS_PER_HOUR=1000000 \
  node --import tsx server/main.ts >"$work/server.log" 2>&1 &
server_pid=$!

echo "Starting the server on $base (fresh PGlite in $work/data)..."
for _ in $(seq 1 240); do
  if curl -fsS "$base/healthz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "The server exited:"; cat "$work/server.log"; exit 1; fi
  sleep 0.5
done
curl -fsS "$base/healthz" >/dev/null || { echo "The server did not come up:"; cat "$work/server.log"; exit 1; }

# --- some data, and a session ----------------------------------------------------------------
# call METHOD PATH [JSON] [COOKIE]: prints the response body; fails on a non-2xx answer.
call() {
  local method="$1" path="$2" body="${3:-}" cookie="${4:-}"
  local args=(-fsS -X "$method" -H "Origin: $base" -H "Content-Type: application/json")
  [[ -n "$cookie" ]] && args+=(-H "Cookie: koinonia.sid=$cookie")
  [[ -n "$body" ]] && args+=(--data "$body")
  curl "${args[@]}" "$base$path"
}
json() { node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s)[process.argv[1]]))' "$1"; }

# register EMAIL: signs up and prints the session cookie's value.
register() {
  curl -fsS -D - -o /dev/null -X POST -H "Origin: $base" -H "Content-Type: application/json" \
    --data "{\"email\":\"$1\",\"password\":\"correct horse\",\"firstName\":\"Sql\",\"lastName\":\"Map\"}" \
    "$base/api/auth/register" | sed -nE 's/^[Ss]et-[Cc]ookie: koinonia\.sid=([^;]+).*/\1/p' | tr -d '\r'
}

ann_cookie="$(register ann@example.org)"
bob_cookie="$(register bob@example.org)"
[[ -n "$ann_cookie" && -n "$bob_cookie" ]] || { echo "Could not sign up"; exit 1; }
ann_id="$(call GET /api/auth/user "" "$ann_cookie" | json id)"
bob_id="$(call GET /api/auth/user "" "$bob_cookie" | json id)"
call PUT /api/users/profile '{"firstName":"Ann","lastName":"Map","churchAffiliation":"Grace Chapel","location":"Nashville","aboutMe":"Hello"}' "$ann_cookie" >/dev/null
post_id="$(call POST /api/posts '{"content":"Grace and peace to you","type":"text"}' "$ann_cookie" | json id)"
call POST "/api/posts/$post_id/comments" '{"content":"Amen"}' "$ann_cookie" >/dev/null
group_id="$(call POST /api/groups '{"name":"Bible study","description":"Thursdays","isPrivate":false}' "$ann_cookie" | json id)"
call POST "/api/groups/$group_id/posts" '{"content":"Welcome, all","type":"text"}' "$ann_cookie" >/dev/null
request_id="$(call POST /api/connections "{\"addresseeId\":$ann_id}" "$bob_cookie" | json id)"
echo "Signed up users $ann_id and $bob_id; post $post_id, group $group_id, connection request $request_id."

# --- sqlmap ---------------------------------------------------------------------------------
common=(
  --batch --disable-coloring --flush-session --output-dir="$work/sqlmap"
  --dbms=PostgreSQL --level="$level" --risk="$risk" --threads="$threads" --time-sec="$time_sec"
  --timeout=15 --retries=1 --skip-waf --drop-set-cookie
  --headers="Origin: $base"
  # Refusals are answers too (the ids and fields are validated): keep testing through them.
  --ignore-code=400,401,403,404,409,413,422,429
  # Never the session cookie or the browser headers: nothing of them reaches SQL, and a
  # broken session cookie only signs the run out.
  --skip="koinonia.sid,User-Agent,Referer,Host"
)
as_ann=(--cookie="koinonia.sid=$ann_cookie")

completed() { grep -c '"msg":"request completed"' "$work/server.log" || true; }

declare -a summary=() untested=()
# scan NAME ARGS...: one sqlmap run; its output goes to $work/NAME.log.
scan() {
  local name="$1"; shift
  local started=$SECONDS before
  before="$(completed)"
  echo "== $name"
  sqlmap "${common[@]}" "$@" >"$work/$name.log" 2>&1 || true
  local params
  params="$( (grep -E "does not seem to be injectable|appears to be|is vulnerable" "$work/$name.log" || true) |
    { grep -oE "[A-Za-z()]+( [A-Za-z]+)? parameter '[^']+'" || true; } | sort -u | paste -sd ',' -)"
  summary+=("$name: $(($(completed) - before)) requests, $((SECONDS - started)) s: ${params:-no parameter tested}")
  [[ -n "$params" ]] || untested+=("$name")
  grep -E "is vulnerable|appears to be .*injectable|identified the following injection" "$work/$name.log" || true
}

# Query parameters and path ids (a * marks where to inject).
scan feed          -u "$base/api/posts/feed?cursor=$post_id&limit=5" -p cursor,limit "${as_ann[@]}"
scan user-posts    -u "$base/api/posts/user/${ann_id}*?cursor=$post_id&limit=5" "${as_ann[@]}"
scan user-posts-q  -u "$base/api/posts/user/$ann_id?cursor=$post_id&limit=5" -p cursor,limit "${as_ann[@]}"
scan post          -u "$base/api/posts/${post_id}*" "${as_ann[@]}"
scan comments-list -u "$base/api/posts/${post_id}*/comments" "${as_ann[@]}"
scan interactions  -u "$base/api/posts/${post_id}*/interactions" "${as_ann[@]}"
scan user          -u "$base/api/users/${ann_id}*" "${as_ann[@]}"
scan group-search  -u "$base/api/groups/search?q=bible" -p q "${as_ann[@]}"
scan group         -u "$base/api/groups/${group_id}*" "${as_ann[@]}"
scan group-posts   -u "$base/api/groups/$group_id/posts?cursor=999999&limit=5" -p cursor,limit "${as_ann[@]}"
scan group-members -u "$base/api/groups/${group_id}*/members" "${as_ann[@]}"
scan notifications -u "$base/api/notifications?cursor=999999&limit=5" -p cursor,limit "${as_ann[@]}"

# JSON bodies.
scan login         -u "$base/api/auth/login" --data '{"email":"ann@example.org","password":"correct horse"}'
scan register      -u "$base/api/auth/register" --data '{"email":"new@example.org","password":"correct horse","firstName":"New","lastName":"Person"}'
scan post-create   -u "$base/api/posts" --data '{"content":"Hello there","type":"text","imageUrl":null,"videoUrl":null}' "${as_ann[@]}"
scan comment       -u "$base/api/posts/$post_id/comments" --data '{"content":"Amen"}' "${as_ann[@]}"
scan profile       -u "$base/api/users/profile" --method=PUT --data '{"firstName":"Ann","lastName":"Map","churchAffiliation":"Grace Chapel","location":"Nashville","aboutMe":"Hello"}' "${as_ann[@]}"
scan group-create  -u "$base/api/groups" --data '{"name":"Prayer circle","description":"Mornings","isPrivate":false}' "${as_ann[@]}"
scan connection    -u "$base/api/connections" --data "{\"addresseeId\":$bob_id}" "${as_ann[@]}"
scan pray          -u "$base/api/posts/${post_id}*/interact" --data '{"type":"prayer"}' "${as_ann[@]}"

# --- verdict ----------------------------------------------------------------------------------
runs=()
for log in "$work"/*.log; do [[ "$log" == "$work/server.log" ]] || runs+=("$log"); done
echo
echo "sqlmap $(sqlmap --version 2>/dev/null | head -1), level $level, risk $risk, PostgreSQL payloads, ${#summary[@]} runs:"
printf '  %s\n' "${summary[@]}"
echo "Requests the server answered, by status:"
(grep -oE '"msg":"request completed"|"statusCode":[0-9]+' "$work/server.log" || true) | grep -oE '[0-9]{3}' | sort | uniq -c | sed 's/^/  /'

status=0
# sqlmap's verdict: a confirmed injection point, or a parameter that looked injectable and was
# never cleared by sqlmap's own false-positive check.
if grep -qE "is vulnerable|identified the following injection point|the back-end DBMS is" "${runs[@]}"; then
  echo "FAIL: sqlmap confirmed an injection:"
  grep -hE -A8 "is vulnerable|identified the following injection point" "${runs[@]}" || true
  status=1
fi
dismissed=0
for log in "${runs[@]}"; do
  while IFS= read -r parameter; do
    [[ -z "$parameter" ]] && continue
    if grep -qF "$parameter does not seem to be injectable" "$log"; then
      dismissed=$((dismissed + 1))
    else
      echo "FAIL: $(basename "$log" .log): $parameter looked injectable and was not cleared"
      status=1
    fi
  done < <(grep -E "appears to be '.*' injectable" "$log" | grep -oE "[A-Za-z()]+( [A-Za-z]+)? parameter '[^']+'" | sort -u)
done
[[ $dismissed -gt 0 ]] && echo "($dismissed candidate(s) that sqlmap's own false-positive check then cleared.)"
if [[ ${#untested[@]} -gt 0 ]]; then
  echo "FAIL: sqlmap tested nothing in: ${untested[*]} (see their logs; KEEP=1 keeps them)"
  grep -h "CRITICAL" "${runs[@]}" | head -5 || true
  status=1
fi
if grep -qE '"statusCode":5[0-9][0-9]|"msg":"request failed"' "$work/server.log"; then
  echo "FAIL: some requests made the server fail with a 5xx:"
  grep -m 5 '"msg":"request failed"' "$work/server.log" || true
  status=1
fi
if [[ $status -eq 0 ]]; then
  echo "OK: nothing injectable, and no request made the server fail."
fi
exit $status
