import { z } from 'zod';
import { PASSWORD_PROBLEM_TEXT } from '@/common/password-rule';
import { passwordProblem } from '@/common/password-strength';

/** The only reader of process.env: validated once at start, fails fast with a clear message. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    /** The owner's password: the staff password rule (common/password-strength.ts). */
    ADMIN_PASSWORD: z.string().optional(),
    SMTP_URL: z.string().optional(),
    /** Sender of the shop's e-mails. */
    MAIL_FROM: z.string().min(3).default('Aseer <no-reply@aseer.ae>'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Initial opening hours on a fresh install, e.g. `09:00-24:00` or `00:00-24:00`. */
    OPENING_HOURS: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, 'must look like 09:00-24:00')
      .optional(),
    /**
     * How many reverse proxies in front append to X-Forwarded-For (0: none, the header is ignored).
     * The caller's address is the entry the outermost trusted proxy appended: the Nth from the
     * right. Off by default, so nobody can dodge a per-address limit by sending the header themselves.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^\d{1,2}$/, 'must be the number of trusted proxies in front (0: none, 1: one, …)')
      .default('0')
      .transform(Number),
    /**
     * Live streams (Server-Sent Events) one client address may hold open (default 20), and the
     * server in all (default: from the open-files limit, see streamCapacity). Past either, a new
     * stream is refused at once (429 / 503 with Retry-After).
     */
    MAX_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
    /**
     * Free space kept on the disk of DATA_DIR (default 64 MiB): under it new orders and uploads
     * are refused (503, Retry-After) and /api/ready answers disk_full; under a quarter of it every
     * write, and the server does not start. 0 turns the guard off.
     */
    DISK_FREE_MARGIN_MB: z.coerce.number().min(0).max(1_000_000).default(64),
    /** The embedded engine's buffer cache, in MiB (see PGLITE_SHARED_BUFFERS_MB in db/client.ts). */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).optional(),
    /**
     * Open connections one client address may hold (default 100; an IPv6 client by its /64); one
     * past it is closed at once. Not applied behind a trusted proxy (TRUST_PROXY), which caps them.
     */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(100),
    MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).optional(),
    /**
     * How often each process looks whether a scheduled job (the daily retention run) is due
     * (default 15 minutes); the job runs once across every process. Tests shorten it.
     */
    JOB_CHECK_MS: z.coerce.number().int().min(10).max(86_400_000).optional(),
    /**
     * Turns on Prometheus metrics at /metrics (404 without it), for `Authorization: Bearer <token>`
     * only. At least 16 visible characters, e.g. `openssl rand -hex 32`.
     */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces')
      .optional(),
    /** The built front end to serve (default dist/client); lets several e2e runs share a checkout. */
    CLIENT_DIST_DIR: z.string().min(1).optional(),
    /**
     * Images in an S3-compatible bucket instead of DATA_DIR/media: the endpoint, bucket and keys
     * are set together (all or none); the region defaults to us-east-1; S3_FORCE_PATH_STYLE=1 for
     * servers that do not take the bucket in the host name (MinIO and the like). Decision 054.
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
    /**
     * The key that seals secrets typed in the back office (the Stripe keys, issue 37), at least 32
     * characters. To rotate: put the new key here and the old one in SECRETS_KEY_PREVIOUS; values
     * sealed with the old key still open and are sealed again with the new one when next saved.
     */
    SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    SECRETS_KEY_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Stripe's keys from the environment, for operators who keep secrets out of the database:
     * when set, they take the place of the keys saved in Settings → Payment gateways.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Tests only: Stripe's API at another address (the tests' stand-in). Never set in production. */
    STRIPE_API_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Mounts /api/test/* helpers used by the end-to-end tests. Never set in production. */
    TEST_HOOKS: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /**
     * Tests only: lets Settings → Printer aim at this machine (127.0.0.1, ::1), where the tests'
     * fake printer listens. Off by default; the printer is otherwise on the shop's private
     * network only (decision 067). Never set in production.
     */
    PRINTER_ALLOW_LOOPBACK: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
  })
  .superRefine((env, ctx) => {
    // Half an owner is a typo: say so rather than starting without one.
    if (!!env.ADMIN_EMAIL !== !!env.ADMIN_PASSWORD) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
      });
    }
    // Half a bucket is a typo too: images would silently go to the local disk.
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Set = s3.filter((k) => env[k]);
    const s3Extra = !!(env.S3_REGION || env.S3_FORCE_PATH_STYLE);
    if ((s3Set.length > 0 || s3Extra) && s3Set.length < s3.length) {
      for (const k of s3.filter((k) => !env[k]))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `${s3.join(', ')} are set together (all or none)`,
        });
    }
    if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_WEBHOOK_SECRET) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together',
      });
    }
    // The owner's password follows the staff rule: refused here, before anything starts.
    const weak =
      env.ADMIN_PASSWORD &&
      passwordProblem(env.ADMIN_PASSWORD, 'staff', [env.ADMIN_EMAIL, env.ADMIN_EMAIL?.split('@')[0]]);
    if (weak)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: PASSWORD_PROBLEM_TEXT[weak] ?? weak,
      });
  });

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
