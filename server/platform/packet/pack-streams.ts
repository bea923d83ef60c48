/**
 * The content streams the packet draws (each page's stamp, a copied page's fitting transform, the
 * typeset pages) compressed by Node's zlib before a document is saved. pdf-lib deflates every
 * content stream with pako, whose set-up for each stream (a fresh 64 KB window and hash tables,
 * zeroed in JavaScript) cost a 2,000-page exhibit about 2 CPU-s for streams of a few dozen bytes
 * (docs/decisions/139). The operators are the same bytes as pdf-lib writes; only their encoding
 * changes, and a stream too small for deflate to shrink (a lone 'Q') is kept unfiltered.
 */
import { deflateSync } from 'node:zlib';
import { PDFContentStream, PDFName, PDFRawStream, type PDFDocument } from 'pdf-lib';

const FILTER = PDFName.of('Filter');
const FLATE = PDFName.of('FlateDecode');
/** Below this a stream is kept as it is: deflate's header and checksum eat what it would save ('q', a fitting 'cm'). */
const SMALL = 128;

export function packContentStreams(doc: PDFDocument): void {
  const context = doc.context;
  for (const [ref, stream] of context.enumerateIndirectObjects()) {
    // pdf-lib marks the streams it will deflate with /Filter /FlateDecode when it makes them.
    if (!(stream instanceof PDFContentStream) || stream.dict.get(FILTER) !== FLATE) continue;
    const plain = stream.getUnencodedContents();
    const packed = plain.length < SMALL ? undefined : deflateSync(plain);
    const dict = stream.dict.clone(context);
    if (packed && packed.length < plain.length) context.assign(ref, PDFRawStream.of(dict, new Uint8Array(packed.buffer, packed.byteOffset, packed.length)));
    else {
      dict.delete(FILTER);
      context.assign(ref, PDFRawStream.of(dict, plain));
    }
  }
}
