import path from "node:path";
import { z } from "zod";
import { isServedOverHttps } from "../app/lib/public-url.ts";
import { parseReminderStages } from "../app/features/renewals/reminder-stages.ts";
import type { ClamdAddress } from "../app/lib/virus-scan.server.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes"].includes(value));

const optionalUrl = z.url({ error: "must be a URL" }).optional();

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SEED_DEMO: booleanFlag.default(true),
    ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(256).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("WP Studio <noreply@wp-studio.example>"),
    COMPANY_INBOX: z.email({ error: "must be an e-mail address" }).default("office@wp-studio.example"),
    PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"], { error: "must be sandbox or stripe" }).default("sandbox"),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
    STRIPE_API_BASE: optionalUrl,
    LICENSE_API_RATE_LIMIT: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(60),
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be 0 (off) or more")
      .default(64 * 1024 * 1024),
    PAGE_CACHE_FILLS_PER_CLIENT: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(30),
    LICENSE_REMINDER_DAYS: z
      .string()
      .default("30,7,0")
      .transform((value, ctx) => {
        const parsed = parseReminderStages(value);
        if ("stages" in parsed) return parsed.stages;
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }),
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    CLAMD_SOCKET: z.string().startsWith("/", "must be an absolute path to clamd's LocalSocket").optional(),
    CLAMD_HOST: z
      .string()
      .transform((value, ctx) => {
        const address = parseClamdHost(value);
        if (address) return address;
        ctx.addIssue({ code: "custom", message: "must be host:port, e.g. 127.0.0.1:3310 or [::1]:3310" });
        return z.NEVER;
      })
      .optional(),
    CLAMD_TIMEOUT_MS: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(100, "must be at least 100").default(30_000),
    LOG_LEVEL: z
      .enum(["debug", "info", "warn", "error", "silent"], {
        error: "must be one of debug, info, warn, error, silent",
      })
      .default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "stripe") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=stripe" });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together" });
    }
    if (env.CLAMD_SOCKET && env.CLAMD_HOST) {
      ctx.addIssue({ code: "custom", path: ["CLAMD_HOST"], message: "and CLAMD_SOCKET name two scanners: set one of them" });
    }
    if (env.NODE_ENV === "production" && isServedOverHttps(env.PUBLIC_URL) && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when PUBLIC_URL is an https:// address" });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.problems = problems;
  }
}

/** Reads and validates the environment; throws a ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        const value = typeof issue.path[0] === "string" ? present[issue.path[0]] : undefined;
        const shown = value === undefined || /SECRET|PASSWORD|KEY|TOKEN/.test(name) ? "" : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    database: values.DATABASE_URL
      ? ({ kind: "postgres", url: values.DATABASE_URL } as const)
      : ({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") } as const),
    /** Where clamd listens; null: uploads are stored unscanned (decision 047). */
    clamd: clamdAddressOf(values),
  };
}

function clamdAddressOf(values: { CLAMD_SOCKET?: string; CLAMD_HOST?: ClamdAddress }): ClamdAddress | null {
  if (values.CLAMD_SOCKET) return { kind: "unix", path: values.CLAMD_SOCKET };
  return values.CLAMD_HOST ?? null;
}

/** `host:port`, with an IPv6 address in brackets. */
function parseClamdHost(value: string): ClamdAddress | undefined {
  const parts = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s[\]]+)):(\d{1,5})$/.exec(value);
  if (!parts) return undefined;
  const host = parts[1] ?? parts[2];
  const port = Number(parts[3]);
  if (!host || port < 1 || port > 65535) return undefined;
  return { kind: "tcp", host, port };
}
