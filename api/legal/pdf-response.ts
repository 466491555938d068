/** A PDF answer: inline (for viewing in the browser), never sniffed, never cached by shared caches. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  const safe = fileName.replace(/[^\w. -]/g, '_');
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': `inline; filename="${safe}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}
