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
  if (config.databaseUrl && !config.s3Url && !config.cloudinaryUrl) {
    warnings.push(
      'Product pictures are stored on this machine only (DATA_DIR/uploads): other instances of ' +
        'the shop on this database will answer 404 for them. Several instances need shared ' +
        'storage: set S3_URL (AWS S3, Cloudflare R2, MinIO…) or CLOUDINARY_URL.',
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
