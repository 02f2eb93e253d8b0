/**
 * Product images drawn on the fly: a PNG of the size encoded in the name (ASIN.VARIANT.WxH.png),
 * coloured from a hash of the ASIN. Real pixels, so clients that probe image size see what Catalog
 * Items reports.
 */
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { hashString } from '#core/prng';

const MAX_SIDE = 4000;
const cache = new Map<string, Buffer>();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function renderPng(width: number, height: number, seed: string): Buffer {
  const h = hashString(seed);
  const product = [(h & 0xff) * 0.6 + 40, ((h >>> 8) & 0xff) * 0.6 + 40, ((h >>> 16) & 0xff) * 0.6 + 40].map(Math.round);
  const bg = [255, 255, 255];
  const rowBytes = 1 + width * 3;
  const plain = Buffer.alloc(rowBytes, 255);
  plain[0] = 0;
  const shaped = Buffer.from(plain);
  const x0 = Math.floor(width * 0.2);
  const x1 = Math.ceil(width * 0.8);
  for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) shaped[1 + x * 3 + c] = product[c] ?? bg[c] ?? 255;
  const y0 = Math.floor(height * 0.15);
  const y1 = Math.ceil(height * 0.85);
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) (y >= y0 && y < y1 ? shaped : plain).copy(raw, y * rowBytes);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function registerImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/images/:name', async (request, reply) => {
    const m = /^([A-Za-z0-9]+)\.([A-Z0-9]+)\.(\d+)x(\d+)\.png$/.exec(request.params.name);
    const width = Number(m?.[3]);
    const height = Number(m?.[4]);
    if (!m || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not Found');
    let png = cache.get(request.params.name);
    if (!png) {
      png = renderPng(width, height, m[1] ?? '');
      if (cache.size > 200) cache.clear();
      cache.set(request.params.name, png);
    }
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
}
