#!/bin/sh
# One-time setup of the bundled Couchbase Server for the Agent Memory server (compose profile
# `couchbase`, service `couchbase-init`). Idempotent: a cluster that already accepts the
# credentials is left as it is, and an existing bucket is kept.
#
# Reads the same env file as the Agent Memory server (deploy/agentmemory.env):
#   AGENTMEMORY_USERNAME / AGENTMEMORY_PASSWORD  cluster administrator created here
#   AGENTMEMORY_BUCKET                           bucket created here
# and, optionally, COUCHBASE_HOST (default couchbase), COUCHBASE_RAMSIZE_MB (data, default
# 1024), COUCHBASE_INDEX_RAMSIZE_MB (512), COUCHBASE_SEARCH_RAMSIZE_MB (512),
# COUCHBASE_BUCKET_RAMSIZE_MB (512).
# Services: data, index, query and search (fts), as Agent Memory requires (contract §1.11).
set -eu

host="${COUCHBASE_HOST:-couchbase}"
user="${AGENTMEMORY_USERNAME:?AGENTMEMORY_USERNAME is not set in the Agent Memory env file}"
password="${AGENTMEMORY_PASSWORD:?AGENTMEMORY_PASSWORD is not set in the Agent Memory env file}"
bucket="${AGENTMEMORY_BUCKET:?AGENTMEMORY_BUCKET is not set in the Agent Memory env file}"

if [ "$password" = "change-me" ] || [ "${#password}" -lt 8 ]; then
  echo "couchbase-init: refusing the placeholder or a short AGENTMEMORY_PASSWORD." >&2
  echo "Copy deploy/agentmemory.env.example to deploy/agentmemory.env, set a real password" >&2
  echo "and OPENAI_API_KEY there, and set AGENTMEMORY_ENV_FILE=./deploy/agentmemory.env in .env." >&2
  exit 1
fi

echo "couchbase-init: waiting for Couchbase Server at $host:8091"
tries=0
console="http://$host:8091/ui/index.html"
until curl -fsS -o /dev/null "$console" 2>/dev/null || wget -q -O /dev/null "$console"; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "couchbase-init: Couchbase Server did not answer within 120 s." >&2
    exit 1
  fi
  sleep 2
done

if couchbase-cli server-list -c "$host:8091" -u "$user" -p "$password" >/dev/null 2>&1; then
  echo "couchbase-init: cluster already initialised"
else
  couchbase-cli cluster-init -c "$host:8091" \
    --cluster-name agentmemory \
    --cluster-username "$user" --cluster-password "$password" \
    --services data,index,query,fts \
    --cluster-ramsize "${COUCHBASE_RAMSIZE_MB:-1024}" \
    --cluster-index-ramsize "${COUCHBASE_INDEX_RAMSIZE_MB:-512}" \
    --cluster-fts-ramsize "${COUCHBASE_SEARCH_RAMSIZE_MB:-512}" \
    --index-storage-setting default
fi

if couchbase-cli bucket-list -c "$host:8091" -u "$user" -p "$password" | grep -qx "$bucket"; then
  echo "couchbase-init: bucket $bucket already exists"
else
  couchbase-cli bucket-create -c "$host:8091" -u "$user" -p "$password" \
    --bucket "$bucket" --bucket-type couchbase \
    --bucket-ramsize "${COUCHBASE_BUCKET_RAMSIZE_MB:-512}" --wait
fi
echo "couchbase-init: done (services data, index, query, search; bucket $bucket)"
