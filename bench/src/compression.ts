/**
 * What compressing a JSON answer costs and saves, by size: the CPU of one answer through the
 * server's path (@fastify/compress pipes the answer through a zlib stream: brotli at quality 4,
 * gzip at zlib's default level) against the bytes it saves. Measured in the bench's process on
 * real answers of the market (a page of the deep book, its sides made deeper for the larger
 * sizes), one answer after the other, so the figure is CPU per answer, not throughput.
 */
import { Readable } from 'node:stream';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  type BrotliCompress,
} from 'node:zlib';
import * as fmt from './format';

const ENCODINGS: Record<'br' | 'gzip', () => Gzip | BrotliCompress> = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => createGzip(),
};
type Encoding = keyof typeof ENCODINGS;
/** Answers compressed per size and encoding, after as many to warm up. */
const ROUNDS = 300;

export interface CompressionCost {
  label: string;
  bytes: number;
  byEncoding: Record<Encoding, { bytes: number; cpuUs: number }>;
}

/** The answer piped through a new compression stream, as the plugin does; the bytes out. */
function compressOnce(make: () => Gzip | BrotliCompress, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const stream = make();
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    stream.on('end', () => resolve(bytes));
    stream.on('error', reject);
    Readable.from([Buffer.from(text)]).pipe(stream);
  });
}

async function costOf(make: () => Gzip | BrotliCompress, text: string) {
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) bytes = await compressOnce(make, text);
  const before = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) await compressOnce(make, text);
  const used = process.cpuUsage(before);
  return { bytes, cpuUs: (used.user + used.system) / ROUNDS };
}

export async function measureCompression(
  answers: { label: string; text: string }[],
): Promise<CompressionCost[]> {
  const costs: CompressionCost[] = [];
  for (const { label, text } of answers) {
    costs.push({
      label,
      bytes: Buffer.byteLength(text),
      byEncoding: {
        br: await costOf(ENCODINGS.br, text),
        gzip: await costOf(ENCODINGS.gzip, text),
      },
    });
  }
  return costs;
}

/** One line a size: bytes as sent and compressed, CPU per answer, CPU per KB saved. */
export function compressionLines(costs: CompressionCost[]): string[] {
  return costs.map(({ label, bytes, byEncoding }) => {
    const parts = (Object.keys(byEncoding) as Encoding[]).map((encoding) => {
      const { bytes: compressed, cpuUs } = byEncoding[encoding];
      const savedKb = (bytes - compressed) / 1024;
      return `${encoding} ${fmt.int(compressed)} B in ${fmt.int(cpuUs)} us (${fmt.int(
        cpuUs / Math.max(savedKb, 0.001),
      )} us a KB saved)`;
    });
    return `    ${fmt.pad(label, 26)} ${fmt.pad(`${fmt.int(bytes)} B`, 10)} ${parts.join('; ')}`;
  });
}
