#!/usr/bin/env bash
# The Social Data API with curl and jq: a profile read, a walk followed as a job to its results, and a cursor
# iteration. Needs SOCIAL_DATA_API_KEY; SOCIAL_DATA_BASE_URL defaults to http://127.0.0.1:4000.
# The defaults are sandbox inputs (sbx_<N>_<name> has exactly N posts); pass real ones in HANDLE and PAGE_ID.
set -euo pipefail

BASE="${SOCIAL_DATA_BASE_URL:-http://127.0.0.1:4000}"
KEY="${SOCIAL_DATA_API_KEY:?set SOCIAL_DATA_API_KEY to your API key}"
HANDLE="${HANDLE:-sbx_30_example}"
PAGE_ID="${PAGE_ID:-31337}"
POLL_SECONDS="${POLL_SECONDS:-1}"

# GET with the key; fails (exit 22) on an error answer after printing its {error} envelope to stderr.
api() {
  local body status
  body=$(curl -sS -H "Authorization: Bearer $KEY" -w '\n%{http_code}' "$BASE$1")
  status=${body##*$'\n'}
  body=${body%$'\n'*}
  if [ "$status" -ge 400 ]; then
    echo "$body" >&2
    return 22
  fi
  echo "$body"
}

# 1. A profile read (charged per result; meta.cost says what it cost).
api "/v1/photonet/web_profile_info?handle=$HANDLE" | jq -c '{username: .data.username, followers: .data.followers, cost: .meta.cost}'

# 2. A walk of three pages is a durable job (202): poll its status (free) until ready, then page its results.
job=$(api "/v1/photonet/user_feed?handle=$HANDLE&max_pages=3&page_size=10" | jq -r '.data.batch_id')
echo "job $job submitted"
while :; do
  status=$(api "/v1/jobs/$job" | jq -r '.data.status')
  case "$status" in
    ready) break ;;
    failed | payment-required) echo "job $job: $status" >&2; exit 1 ;;
  esac
  sleep "$POLL_SECONDS"
done
cursor=""
items=0
while :; do
  page=$(api "/v1/jobs/$job/results${cursor:+?cursor=$cursor}")
  items=$((items + $(echo "$page" | jq '[.data.results[].items | length] | add // 0')))
  [ "$(echo "$page" | jq -r '.data.complete')" = "true" ] && break
  cursor=$(echo "$page" | jq -r '.data.next_cursor | @uri')
done
echo "job $job: $items items"

# 3. A cursor iteration: pass each page's next_cursor back as cursor until it is null (here at most 3 pages).
cursor=""
for n in 1 2 3; do
  page=$(api "/v1/facenet/live/page/posts?page_id=$PAGE_ID${cursor:+&cursor=$cursor}")
  echo "page $n: $(echo "$page" | jq -c '{posts: ((.data.posts // .data.items // []) | length), cost: .meta.cost}')"
  next=$(echo "$page" | jq -r '.data.next_cursor // empty')
  [ -z "$next" ] && break
  cursor=$(jq -rn --arg c "$next" '$c | @uri')
done
