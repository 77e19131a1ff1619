/**
 * How the service signs each request to an acquisition worker, as it signs webhook deliveries
 * (platform/signed-body.ts): `Acquire-Signature: t=<unix seconds>,v1=<hex>`.
 */
export const ACQUIRE_SIGNATURE_HEADER = 'acquire-signature';
