import { z } from 'zod';
import { defineCall, object } from './define.ts';
import { messages } from './rules.ts';

/// spec 01 §3: a home review.
export const homeComment = z.object({ message: z.string(), avatar: z.string(), nickname: z.string() });

/// spec 01 §3: the top activity. `imagePath` is a same-origin URL; `valid` is whether now lies in
/// [beginTimeMillis, endTimeMillis]. The server only answers a valid activity (else data null).
export const activityBanner = z.object({
  name: z.string(),
  link: z.string(),
  imagePath: z.string(),
  beginTimeMillis: z.number(),
  endTimeMillis: z.number(),
  valid: z.boolean(),
  closeable: z.boolean(),
});

/// A QR code the site shows: what it is and what it encodes.
export const siteQr = z.object({ label: z.string(), value: z.string() });
/// What the deployer configured about the site (ours, issue 27): the footer's ICP filing number (null: none), the
/// service WeChat QR codes and the app download QR codes (empty: none configured, nothing is shown).
export const siteSettings = z.object({ filingNumber: z.string().nullable(), serviceQrs: z.array(siteQr), appQrs: z.array(siteQr) });
/// An outside service this server sends users' data to, as configured now (issue 28): the privacy policy and the
/// third-party list are written from these, so they name what a deployment really uses.
export const outsideService = z.object({
  /** `sms`, `wechat-login`, `tts`, `payment`, `writing`, `speech-recognition`, `drawing`, `video-extraction`, `storage`. */
  id: z.string(),
  /** 短信服务, AI写作… */
  title: z.string(),
  /** What the service does for the user. */
  purpose: z.string(),
  /** What is sent to it. */
  data: z.string(),
  /** Who receives it: a company and its service, or the address of a server the deployment runs. */
  recipient: z.string(),
});

export const settings = {
  site: defineCall({ method: 'GET', path: '/api/settings/site', response: siteSettings }),
  homeComments: defineCall({ method: 'GET', path: '/api/settings/home/comments', response: z.array(homeComment) }),
  /** GET ?position=1 → the activity shown at that position now, or null. */
  activityBanner: defineCall({
    method: 'GET',
    path: '/api/settings/activity/banner',
    query: object({
      position: z.coerce
        .number({ error: messages.positionInvalid })
        .int(messages.positionInvalid)
        .min(1, messages.positionInvalid)
        .max(99, messages.positionInvalid),
    }),
    response: activityBanner.nullable(),
  }),
  /** Ours (issue 28): the outside services in use, for the privacy policy and the third-party list. */
  services: defineCall({ method: 'GET', path: '/api/settings/services', response: z.array(outsideService) }),
};

export type HomeComment = z.output<typeof homeComment>;
export type ActivityBanner = z.output<typeof activityBanner>;
export type SiteSettings = z.output<typeof siteSettings>;
export type OutsideService = z.output<typeof outsideService>;
