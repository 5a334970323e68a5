#!/bin/sh
# One-shot release step, run once per deploy before the web replicas start (compose service
# `migrate`): apply database migrations, then import every catalogue file the image ships
# (`import_catalog` upserts by SKU, so a repeat run reports "unchanged").
set -eu
python manage.py migrate --noinput
for catalogue in shop/catalogue/*.json; do
  [ -e "$catalogue" ] || continue
  python manage.py import_catalog "$catalogue"
done
