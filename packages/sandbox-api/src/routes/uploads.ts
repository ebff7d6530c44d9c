import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
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
import { placeholderPng } from '../png';
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
 * The PUT target and the download route. They live in their own plugin so that its content-type parser (every
 * type, as raw bytes) applies only here: the rest of the API keeps JSON only.
 */
export async function fileRoutes(app: FastifyInstance, { db, config }: Deps) {
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.video.maxBytes },
      (_req, body, done) => done(null, body),
    );

    scope.put<{ Params: { key: string }; Querystring: { token?: string } }>(
      '/api/public/uploads/:key',
      async (request, reply) => {
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
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw validationFailed({ body: 'The file is empty' });
        const limit = UPLOAD_LIMITS[upload.kind].maxBytes;
        if (body.length > limit)
          throw new ApiFailure(413, { error: 'TOO_LARGE', message: `At most ${limit} bytes` });
        const sent = (request.headers['content-type'] ?? '').toLowerCase().split(';')[0]!.trim();
        if (sent !== upload.content_type)
          throw new ApiFailure(415, {
            error: 'CONTENT_TYPE_MISMATCH',
            message: `Declared ${upload.content_type} when the URL was made; the PUT says ${sent || 'nothing'}`,
          });
        const refused = refusedContent(body);
        if (refused) throw new ApiFailure(415, { error: 'REFUSED_FILE', message: `The file is ${refused}` });
        const actual = sniffMedia(body);
        if (actual !== upload.content_type)
          throw new ApiFailure(415, {
            error: 'TYPE_MISMATCH',
            message: `The file is declared as ${upload.content_type} but its bytes are ${actual ?? 'not a supported media type'}`,
          });
        writeFileSync(join(config.uploadsDir, key), body);
        await db.query('UPDATE uploads SET size = $2, stored_at = now() WHERE key = $1', [key, body.length]);
        return reply.code(204).send();
      },
    );
  });

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
      if (!file.content_type.startsWith('image/')) throw notFound('File');
      bytes =
        file.file_name.includes('icon') || file.file_name.startsWith('platform-')
          ? placeholderPng(key, 96, 96)
          : placeholderPng(key, 480, 270);
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
