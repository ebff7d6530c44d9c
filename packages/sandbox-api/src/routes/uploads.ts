import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UploadUrlRequestWire } from '@adnet/api-client';
import { isSupportAgent } from '../access';
import { fileUrl } from '../campaign-store';
import { newToken, sha256 } from '../crypto';
import { ApiFailure, conflict, fieldFailed, notFound, validationFailed } from '../errors';
import {
  refusedContent,
  sniffMedia,
  UPLOAD_LIMITS,
  UPLOAD_URL_TTL_SECONDS,
  type UploadKindKey,
} from '../files';
import { creativePng, DEMO_VIDEO_TYPE, demoVideo } from '../creatives';
import type { Deps, Router } from '../route';
import { num, obj, str, type Schema } from '../validate';

const uploadUrlBody: Schema<UploadUrlRequestWire> = obj({
  fileName: str({ min: 1, max: 255, trim: true }),
  contentType: str({ min: 1, max: 100, trim: true }),
  size: num({ integer: true, min: 1, max: UPLOAD_LIMITS.video.maxBytes }),
});

/** Keys are random and URL-safe; anything else in the path is not a key. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The upload-URL calls: check what is declared, mint a one-time PUT URL. */
export function uploadUrlRoutes(r: Router, { db }: Deps) {
  const mint = async (
    ownerId: number,
    kind: UploadKindKey,
    body: UploadUrlRequestWire,
    supportId: number | null,
  ) => {
    const limits = UPLOAD_LIMITS[kind];
    const type = body.contentType.toLowerCase().split(';')[0]!.trim();
    if (type === 'image/svg+xml')
      throw fieldFailed('contentType', 'SVG is not accepted: it can carry scripts');
    if (!(limits.types as readonly string[]).includes(type))
      throw fieldFailed('contentType', `must be one of: ${limits.types.join(', ')}`);
    if (body.size > limits.maxBytes) throw fieldFailed('size', `must be at most ${limits.maxBytes} bytes`);
    const key = newToken().slice(0, 32);
    const token = newToken();
    await db.query(
      `INSERT INTO uploads (key, owner_id, kind, support_id, file_name, content_type, declared_size, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
      [key, ownerId, kind, supportId, body.fileName, type, body.size, sha256(token), UPLOAD_URL_TTL_SECONDS],
    );
    // The PUT goes without cookies: the one-time token in the URL is its authorization (like a presigned URL).
    return {
      uploadUrl: `/api/public/uploads/${key}?token=${token}`,
      downloadUrl: fileUrl(key),
      unique_key: key,
    };
  };

  r.user('POST /api/upload/image', {
    write: true,
    body: uploadUrlBody,
    handler: async ({ user, body }) => mint(user.id, 'image', body, null),
  });
  r.user('POST /api/upload/video', {
    write: true,
    body: uploadUrlBody,
    handler: async ({ user, body }) => mint(user.id, 'video', body, null),
  });
  r.user('POST /api/upload/support/{supportId}/picture', {
    body: uploadUrlBody,
    handler: async ({ user, params, body }) => {
      const { rows } = await db.query<{ user_id: number }>(
        'SELECT user_id FROM support_cases WHERE id = $1',
        [params.supportId],
      );
      const found = rows[0];
      if (!found || (found.user_id !== user.id && !isSupportAgent(user))) throw notFound('Support case');
      return mint(user.id, 'support', body, params.supportId);
    },
  });
}

/**
 * Counts the bytes going through and fails with 413 as soon as they pass `limit` (so a lying or missing
 * Content-Length cannot make the sandbox store more); keeps the first bytes for the content check.
 */
function limitStream(limit: number) {
  let total = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > limit)
        return callback(new ApiFailure(413, { error: 'TOO_LARGE', message: `At most ${limit} bytes` }));
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      callback(null, chunk);
    },
  });
  return { stream, total: () => total, head: () => Buffer.concat(head) };
}
/** Enough of a file's start for {@link refusedContent} and {@link sniffMedia}. */
const HEAD_BYTES = 512;

/**
 * Streams the request through `counter` into `path`. Unlike `pipeline`, a failure does not destroy the request
 * (that would take the socket, and the 413, with it): the request is only unpiped, and the answer closes the
 * connection.
 */
function streamTo(source: Readable, counter: Transform, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const file = createWriteStream(path);
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(counter);
      counter.destroy();
      file.destroy();
      reject(error);
    };
    source.on('error', fail);
    source.on('aborted', () => fail(new Error('aborted')));
    counter.on('error', fail);
    file.on('error', fail);
    file.on('close', () => {
      if (!failed) resolve();
    });
    source.pipe(counter).pipe(file);
  });
}

/**
 * The PUT target and the download route. The PUT lives in its own plugin so that its content-type parser (every
 * type, left unread) applies only there: the rest of the API keeps JSON only. Everything that can be checked
 * without the body is checked before a byte of it is read (the token, the use, the age, the declared type, the
 * declared length against the size given when the URL was made); then the body is streamed to disk with the
 * limit enforced while it streams, and kept only when its first bytes are what was declared.
 */
export async function fileRoutes(app: FastifyInstance, { db, config }: Deps) {
  mkdirSync(config.uploadsDir, { recursive: true });
  /** Upload keys whose body is being received: a second PUT to one URL at once is refused, not raced. */
  const receiving = new Set<string>();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put<{ Params: { key: string }; Querystring: { token?: string } }>(
      '/api/public/uploads/:key',
      async (request, reply) => {
        // A refusal before the body is read ends the connection: the sender stops sending what nobody reads.
        reply.header('connection', 'close');
        const { key } = request.params;
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        if (!KEY.test(key)) throw notFound('Upload');
        const { rows } = await db.query<{
          kind: UploadKindKey;
          content_type: string;
          declared_size: number;
          token_hash: string | null;
          expired: boolean;
          stored: boolean;
        }>(
          `SELECT kind, content_type, declared_size, token_hash, expires_at < now() AS expired, stored_at IS NOT NULL AS stored
           FROM uploads WHERE key = $1`,
          [key],
        );
        const upload = rows[0];
        // A wrong token looks like an unknown key: the URL is the authorization.
        if (!upload || !upload.token_hash || upload.token_hash !== sha256(token)) throw notFound('Upload');
        if (upload.stored) throw conflict('ALREADY_UPLOADED', 'This upload URL has been used');
        if (upload.expired)
          throw new ApiFailure(410, { error: 'UPLOAD_EXPIRED', message: 'This upload URL has expired' });
        // The URL allows the size declared when it was made (itself within the kind's limit), not a byte more.
        const limit = Math.min(UPLOAD_LIMITS[upload.kind].maxBytes, upload.declared_size);
        const length = Number(request.headers['content-length'] ?? NaN);
        if (length > limit)
          throw new ApiFailure(413, { error: 'TOO_LARGE', message: `At most ${limit} bytes` });
        const sent = (request.headers['content-type'] ?? '').toLowerCase().split(';')[0]!.trim();
        if (sent !== upload.content_type)
          throw new ApiFailure(415, {
            error: 'CONTENT_TYPE_MISMATCH',
            message: `Declared ${upload.content_type} when the URL was made; the PUT says ${sent || 'nothing'}`,
          });
        if (!(request.body instanceof Readable)) throw validationFailed({ body: 'The file is empty' });

        // One body per URL: two PUTs at once wrote one temporary file and failed with 500s.
        if (receiving.has(key))
          throw conflict('UPLOAD_IN_PROGRESS', 'This upload URL is already receiving a file');
        receiving.add(key);
        try {
          return await receive(request.body, key, limit, upload.content_type, reply);
        } finally {
          receiving.delete(key);
        }
      },
    );
  });

  async function receive(
    body: Readable,
    key: string,
    limit: number,
    contentType: string,
    reply: FastifyReply,
  ) {
    const final = join(config.uploadsDir, key);
    const partial = `${final}.part`;
    const counted = limitStream(limit);
    const discard = () => rmSync(partial, { force: true });
    try {
      await streamTo(body, counted.stream, partial);
    } catch (error) {
      discard();
      throw error instanceof ApiFailure
        ? error
        : new ApiFailure(400, {
            error: 'UPLOAD_INTERRUPTED',
            message: 'The upload did not arrive whole',
          });
    }
    const head = counted.head();
    const refusal =
      counted.total() === 0
        ? validationFailed({ body: 'The file is empty' })
        : refusedContent(head)
          ? new ApiFailure(415, { error: 'REFUSED_FILE', message: `The file is ${refusedContent(head)}` })
          : sniffMedia(head) !== contentType
            ? new ApiFailure(415, {
                error: 'TYPE_MISMATCH',
                message: `The file is declared as ${contentType} but its bytes are ${sniffMedia(head) ?? 'not a supported media type'}`,
              })
            : null;
    if (refusal) {
      discard();
      throw refusal;
    }
    renameSync(partial, final);
    await db.query('UPDATE uploads SET size = $2, stored_at = now() WHERE key = $1', [key, counted.total()]);
    return reply.header('connection', 'keep-alive').code(204).send();
  }

  app.get<{ Params: { key: string } }>('/api/public/files/:key', async (request, reply) => {
    const { key } = request.params;
    if (!KEY.test(key)) throw notFound('File');
    const { rows } = await db.query<{
      content_type: string;
      kind: string;
      generated: boolean;
      stored: boolean;
      file_name: string;
    }>(
      'SELECT content_type, kind, generated, stored_at IS NOT NULL AS stored, file_name FROM uploads WHERE key = $1',
      [key],
    );
    const file = rows[0];
    if (!file || !file.stored) throw notFound('File');
    let bytes: Buffer;
    if (file.generated) {
      // The demo data's creatives, made from the key (`creatives.ts`): no file in the uploads folder.
      if (file.content_type === DEMO_VIDEO_TYPE) bytes = demoVideo();
      else if (file.content_type === 'image/png') bytes = creativePng(key, file.file_name);
      else throw notFound('File');
    } else {
      const path = join(config.uploadsDir, key);
      if (!existsSync(path)) throw notFound('File');
      bytes = readFileSync(path);
    }
    // Served as the checked type, never sniffed, and sandboxed in case a browser opens it as a page.
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .type(file.content_type)
      .send(bytes);
  });
}
