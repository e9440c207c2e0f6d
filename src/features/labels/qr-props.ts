/**
 * A label's QR (SPEC §9): error correction M, the standard quiet zone of 4 modules kept around
 * the code. The size is in drawing units only: the printed size comes from the stylesheet.
 */
export const qrProps = { level: 'M', marginSize: 4, size: 150 } as const;
