/**
 * The email verification engine of contact discovery (contract 2.4, the verification object). Decisions and the
 * vendor protocol: README.md beside this file.
 */
export type { DnsResult, Verification, VerificationStatus } from './verification.ts';
export { verifierSettings, type VendorSettings, type VerifierSettings } from './settings.ts';
export { EmailVerifier, type EmailVerifierOptions } from './email-verifier.ts';
export type { Connector } from './smtp-session.ts';
