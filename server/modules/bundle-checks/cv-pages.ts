/** Counting gives up after this long: the card then says the pages could not be counted. */
const COUNT_BUDGET_MS = 5_000;

/**
 * The page count of a stored CV, or null when it is not a PDF or pdf.js cannot open it (damaged,
 * password-protected). pdf.js reads the count from the page tree's root without walking the pages,
 * so this costs a parse of the cross-reference table, not of the document.
 */
export async function countPdfPages(bytes: Buffer): Promise<number | null> {
  if (!bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) return null;
  // pdf.js loads with the first count, not with every server start.
  const { getDocumentProxy, getResolvedPDFJS } = await import('unpdf');
  const pdfjs = await getResolvedPDFJS();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COUNT_BUDGET_MS);
  });
  // pdf.js transfers (detaches) the buffer it is given: pass a copy.
  const counting = getDocumentProxy(new Uint8Array(bytes), { verbosity: pdfjs.VerbosityLevel.ERRORS, isOffscreenCanvasSupported: false, useWorkerFetch: false })
    .then(async (doc) => {
      const pages = doc.numPages;
      await doc.destroy();
      return pages;
    })
    .catch(() => null);
  try {
    return await Promise.race([counting, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
