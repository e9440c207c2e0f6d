import { z } from 'zod';
import { contactAddressesSchema, type ContactAddresses } from '@contract/contact';
import { invitePublicSchema } from '@contract/invites';
import type { RegisterBody } from '@contract/registration';
import { tolerant } from '@contract/tolerant';
import { licenceLookupSchema, userSchema } from '@contract/users';
import { ApiError, apiRequest, apiRequestVoid } from '@/lib/api-client';

/**
 * What both servers send for a licence look-up: the reference may send only the name and the
 * number; the status, when it comes, tells an expired licence at the licence step.
 */
const licenceReading = licenceLookupSchema
  .pick({ name: true, licenseNumber: true })
  .extend({ status: z.string().optional().catch(undefined) });
export type LicenceMatch = ReturnType<typeof licenceReading.parse>;

/** An invite's public form, as either server sends it (the reference adds keys: ignored). */
const inviteReading = tolerant(invitePublicSchema);
export type InviteReading = ReturnType<typeof inviteReading.parse>;

const registeredUserReading = tolerant(userSchema);
export type RegisteredUser = ReturnType<typeof registeredUserReading.parse>;

/** GET /licenses?license=<n>: the holder's name ('Last, First Middle'), number and status. */
export function lookUpLicence(license: string): Promise<LicenceMatch> {
  return apiRequest('/licenses', licenceReading, { query: { license } });
}

/** GET /invites/:id (public). */
export function getInvite(inviteId: string): Promise<InviteReading> {
  return apiRequest(`/invites/${encodeURIComponent(inviteId)}`, inviteReading);
}

/** POST /users/register: 201 with the new user; errors come as the 422 list per field. */
export function register(body: RegisterBody & { role?: string }): Promise<RegisteredUser> {
  return apiRequest('/users/register', registeredUserReading, { method: 'POST', body });
}

/** PATCH /users/verify: 200 empty, or 404 for an unknown or used token. */
export function verifyEmail(emailVerificationToken: string): Promise<void> {
  return apiRequestVoid('/users/verify', { method: 'PATCH', body: { emailVerificationToken } });
}

const noAddresses: ContactAddresses = { contactEmail: null, volunteerEmail: null };
const contactReading = contactAddressesSchema.extend({
  contactEmail: contactAddressesSchema.shape.contactEmail.catch(null),
  volunteerEmail: contactAddressesSchema.shape.volunteerEmail.catch(null),
});

/**
 * [ours] GET /contact: the program's public addresses for the sign-up's help. The reference has
 * no such endpoint: its 404 reads as no addresses, and the help leaves those sentences out.
 */
export async function getContactAddresses(): Promise<ContactAddresses> {
  try {
    return await apiRequest('/contact', contactReading);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return noAddresses;
    throw error;
  }
}
