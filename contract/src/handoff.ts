import { z } from 'zod';
import { idParamSchema, timestampSchema, uuidSchema } from './common';
import type { Language } from './enums';
import { patientIdParamsSchema } from './patients';

/*
 * [ours] Issue 25, the hospital handoff: a patient's International Patient Summary shared as a
 * SMART Health Link (SHL), and its export. The SHL wire shapes (payload, manifest request and
 * answer) follow the SMART Health Links specification; the rest is ours.
 */

/** The longest a link lives, and the default: 24 hours. */
export const SHARE_LINK_MAX_HOURS = 24;
/** Wrong passcodes a link takes before it stops answering for good. */
export const SHARE_LINK_MAX_WRONG_PASSCODES = 5;
/** The SHL payload's `label` (at most 80 characters by the specification). */
export const SHARE_LINK_LABEL = 'Lifeline patient summary';

export const shareLinkCreateSchema = z
  .object({
    /** Hours until it expires: 1 to 24, default 24. */
    expiresInHours: z.number().int().min(1).max(SHARE_LINK_MAX_HOURS).optional(),
  })
  .strict();
export type ShareLinkCreate = z.infer<typeof shareLinkCreateSchema>;

/** A link as listed: never its key, token or passcode (the server keeps none of them). */
export const shareLinkSchema = z.object({
  id: uuidSchema,
  patientId: uuidSchema,
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  createdById: uuidSchema.nullable(),
  /** Manifest fetches answered with the summary. */
  fetches: z.number().int(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListSchema = z.object({ links: z.array(shareLinkSchema) });

/** The answer to creating a link: the only time the link and its passcode are shown. */
export const shareLinkCreatedSchema = shareLinkSchema.extend({
  /** `shlink:/…`, for the QR code. */
  shlink: z.string(),
  /** The product's viewer with the link in its fragment: `<base>/shl#shlink:/…`. */
  viewerUrl: z.string(),
  /** Read out to the hospital; the manifest asks for it. */
  passcode: z.string(),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

export const shareLinkParamsSchema = patientIdParamsSchema.extend({
  linkId: idParamSchema('Invalid link id'),
});

/** The manifest's address: a 43-character random token. */
export const shlTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link'),
});

/**
 * [ours] How long a manifest's `location` URL may be used: the SHL specification's hour at most.
 * A manifest request whose `embeddedLengthMax` is below the summary's length gets one.
 */
export const SHL_FILE_LOCATION_SECONDS = 3600;

/** `GET /shl/:token/file?ticket=…`: the file a manifest's `location` names. */
export const shlFileQuerySchema = z.object({
  ticket: z.string().regex(/^\d{1,12}\.[0-9a-f]{64}$/, 'Invalid link'),
});

/** The SHL manifest request (POST to the payload's url). */
export const shlManifestRequestSchema = z.object({
  recipient: z.string().trim().min(1, 'Say who is receiving the summary').max(200),
  passcode: z.string().max(100).optional(),
  embeddedLengthMax: z.number().int().min(0).optional(),
});
export type ShlManifestRequest = z.infer<typeof shlManifestRequestSchema>;

export const shlManifestFileSchema = z.object({
  contentType: z.literal('application/fhir+json'),
  embedded: z.string().optional(),
  location: z.string().optional(),
});
export const shlManifestSchema = z.object({
  files: z.array(shlManifestFileSchema),
});
export type ShlManifest = z.infer<typeof shlManifestSchema>;

/** A wrong passcode: 401 with the attempts left (the specification's `remainingAttempts`). */
export const shlPasscodeErrorSchema = z.object({
  message: z.string(),
  remainingAttempts: z.number().int(),
});

/** The SHL payload inside `shlink:/`. */
export const shlPayloadSchema = z.object({
  url: z.string().url(),
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  exp: z.number().optional(),
  flag: z.string().optional(),
  label: z.string().max(80).optional(),
  v: z.number().optional(),
});
export type ShlPayload = z.infer<typeof shlPayloadSchema>;

export const shareLinkMessages = {
  missing: 'This link is not valid: it was revoked, it expired, or it never existed',
  wrongPasscode: 'Wrong passcode',
} as const;

/** Parses `shlink:/…` (alone, or after a viewer's `#`): the payload, or null. */
export function parseShlink(text: string): ShlPayload | null {
  const at = text.indexOf('shlink:/');
  if (at < 0) return null;
  const encoded = text.slice(at + 'shlink:/'.length).trim();
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const parsed = shlPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Builds `shlink:/…` from a payload (base64url of its JSON, UTF-8). */
export function formatShlink(payload: ShlPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `shlink:/${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The system of a Patient's identifier in the Bundle: the label's id (what the QR code holds). */
export const IPS_PATIENT_ID_SYSTEM = 'urn:lifeline:patient';

/**
 * [ours] The patient's language in the Bundle (Patient.communication, BCP 47): the server writes
 * these tags, the viewer reads them back into the reader's language.
 */
export const ipsLanguageTags: Record<Language, { code: string; display: string }> = {
  CANTONESE: { code: 'yue', display: 'Cantonese' },
  ENGLISH: { code: 'en', display: 'English' },
  MANDARIN: { code: 'cmn', display: 'Mandarin Chinese' },
  RUSSIAN: { code: 'ru', display: 'Russian' },
  SPANISH: { code: 'es', display: 'Spanish' },
  TAGALOG: { code: 'tl', display: 'Tagalog' },
};
