// Holds the sealer that enqueueEmail encrypts payloads with; buildApp installs it from APP_SECRET.
import type { PayloadSealer } from './payload-seal';

/*
 * enqueueEmail's callers do not carry APP_SECRET, so the e-mail module installs the sealer once when the app is
 * built. Every app of a process shares one APP_SECRET in production; the worker unseals with its own key and
 * fails a message loudly (never silently) if the two ever differ.
 */
let installed: PayloadSealer | undefined;

export function installOutboxSealer(sealer: PayloadSealer): void {
  installed = sealer;
}

export function outboxSealer(): PayloadSealer {
  if (!installed) throw new Error('The e-mail outbox is not set up: build the app before enqueuing e-mail');
  return installed;
}
