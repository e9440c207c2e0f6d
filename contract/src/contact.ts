import { z } from 'zod';

/**
 * [ours] GET /api/v1/contact (public): the program's public e-mail addresses, which the sign-up's
 * 'License not found?' help names. Each is null when the server is not configured with it
 * (CONTACT_EMAIL, VOLUNTEER_EMAIL), and the SPA then leaves its sentence out; the reference has
 * no such endpoint (the SPA reads its 404 as no addresses).
 */
export const contactAddressesSchema = z.object({
  /** The administrator's address, for a licence the look-up cannot find. */
  contactEmail: z.string().nullable(),
  /** Where someone without a licence writes to volunteer. */
  volunteerEmail: z.string().nullable(),
});
export type ContactAddresses = z.infer<typeof contactAddressesSchema>;
