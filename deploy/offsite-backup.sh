#!/bin/sh
# Copies every backup in BACKUP_DIR to another machine, each encrypted first with age to the owner's public key, so
# the copy is useless to whoever holds the other machine. Keeps OFFSITE_KEEP_DAYS there. Environment (offsite.env):
#   BACKUP_DIR=/var/backups/tiffin-fit
#   OFFSITE_TARGET=backup@backup-host:/srv/tiffin-fit      (rsync over ssh; a local path works too)
#   AGE_RECIPIENT=age1...                                  (public key; the private key stays off this machine)
#   OFFSITE_KEEP_DAYS=60
set -eu
: "${BACKUP_DIR:?set BACKUP_DIR}" "${OFFSITE_TARGET:?set OFFSITE_TARGET}" "${AGE_RECIPIENT:?set AGE_RECIPIENT}"
keep_days="${OFFSITE_KEEP_DAYS:-60}"
outbox="$(mktemp -d)"
trap 'rm -rf "$outbox"' EXIT

for backup in "$BACKUP_DIR"/tiffin-fit-*.tar.gz; do
  [ -e "$backup" ] || continue
  age --encrypt --recipient "$AGE_RECIPIENT" --output "$outbox/$(basename "$backup").age" "$backup"
done
# --ignore-existing: a file already there is never rewritten; a backup is immutable once made.
rsync --archive --ignore-existing "$outbox"/ "$OFFSITE_TARGET"/

case "$OFFSITE_TARGET" in
  *:*)
    host="${OFFSITE_TARGET%%:*}"
    dir="${OFFSITE_TARGET#*:}"
    ssh "$host" "find '$dir' -name 'tiffin-fit-*.tar.gz.age' -mtime +$keep_days -delete"
    ;;
  *) find "$OFFSITE_TARGET" -name 'tiffin-fit-*.tar.gz.age' -mtime +"$keep_days" -delete ;;
esac
echo "offsite: $(ls "$outbox" | wc -l) backups copied to $OFFSITE_TARGET"
