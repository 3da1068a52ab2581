// The one password rule, as people are told it: where a password is chosen, and in the e-mails and pages about it.
// (The check itself, with the list of common passwords, is password-policy.ts: only what chooses a password loads it.)

/** New passwords: 8 characters at least (ASVS 6.2.1); decisions 0005 and 0017 on departing from the spec's 6. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS asks for at least 64); the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

/** The rule in one sentence, shown beside every field where a password is chosen. */
export const NEW_PASSWORD_RULE = `At least ${NEW_PASSWORD_MIN_LENGTH} characters, and not a common password. A phrase of a few words works well.`;
