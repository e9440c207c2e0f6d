/**
 * A label's QR (SPEC §9): error correction M, the standard quiet zone of 4 modules kept around
 * the code (qr-code.ts draws it). The printed size comes from the stylesheet.
 */
export const qrProps = { level: 'M', marginSize: 4 } as const;
