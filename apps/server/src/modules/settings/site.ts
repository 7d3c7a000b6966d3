// What a deployer says about their site (issue 27: a placeholder filing number and QR codes that pointed at this
// server's own help pages looked real): the ICP filing number of the footer, the service WeChat QR codes of the
// right tool bar and the home page, the app download QR codes. Nothing is shown for what is not configured.
import { z } from 'zod';
import { parseEnv, type Env } from '../../configError.ts';

/// One QR code: what it is (客服微信, iOS…) and what it encodes (a URL or text).
export interface SiteQr {
  label: string;
  value: string;
}

export interface SiteConfig {
  /** `SITE_FILING_NUMBER`: the ICP filing number (京ICP备…号), or null for none. */
  filingNumber: string | null;
  /** `SITE_SERVICE_QRS`: the service WeChat QR codes. */
  serviceQrs: SiteQr[];
  /** `SITE_APP_QRS`: the app download QR codes (iOS, Android, 小程序…). */
  appQrs: SiteQr[];
}

const qrList = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): SiteQr[] => {
      if (!raw?.trim()) return [];
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be a JSON array such as [{"label":"客服微信","value":"https://u.wechat.com/…"}]` });
        return z.NEVER;
      }
      const parsed = z
        .array(z.object({ label: z.string().trim().min(1).max(20), value: z.string().trim().min(1).max(500) }))
        .max(4)
        .safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `${name}: at most 4 entries of {"label" (1-20 characters), "value" (1-500)}` });
        return z.NEVER;
      }
      return parsed.data;
    });

const siteEnv = z.object({
  SITE_FILING_NUMBER: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(60).optional()),
  SITE_SERVICE_QRS: qrList('SITE_SERVICE_QRS'),
  SITE_APP_QRS: qrList('SITE_APP_QRS'),
});

/// Reads the site's own facts; none is set by default.
export function loadSiteConfig(env: Env): SiteConfig {
  const e = parseEnv(siteEnv, env);
  return { filingNumber: e.SITE_FILING_NUMBER ?? null, serviceQrs: e.SITE_SERVICE_QRS, appQrs: e.SITE_APP_QRS };
}
