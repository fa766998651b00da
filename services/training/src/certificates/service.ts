import { notFound } from '@platform/kernel/errors';
import type { Visitor } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
import { type CertificateView, findCertificate } from './store.js';

/** Anyone may check a certificate; an unknown number is 404, and nothing else is revealed. */
export async function verifyCertificate(
  _visitor: Visitor,
  deps: Uses<'db'>,
  certificateNumber: string,
): Promise<CertificateView> {
  const certificate = await findCertificate(deps.db, certificateNumber.trim());
  if (!certificate) throw notFound('Certificate');
  return certificate;
}
