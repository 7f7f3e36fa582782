import type { Config } from './config';

/**
 * Production settings the shop runs without, at a cost the operator should hear about at start.
 * (The ones it cannot run without stop the start: config.ts.)
 */
export function startupWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (config.databaseUrl && !config.redisUrl) {
    warnings.push(
      'REDIS_URL is not set: with several instances on one database, each counts the sign-in ' +
        'limits alone, so a guesser gets the limit once per instance. Set REDIS_URL to share them.',
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      'SMTP_URL is not set: mail (password-reset codes, order confirmations) is written to ' +
        'DATA_DIR/outbox, not sent.',
    );
  }
  return warnings;
}
