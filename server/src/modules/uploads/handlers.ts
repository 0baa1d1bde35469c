import { fail } from '../../http/app-error.ts';
import { requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { uploadTypeRefused } from './errors.ts';
import { receivedFile } from './received.ts';
import { readableUpload } from './access.ts';
import { storeImage } from './uploads.ts';

const present = (row: { id: string; mime: string; size: number; createdAt: Date }) => ({
  id: row.id,
  mime: row.mime,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

export const uploadHandlers: HandlerFactory = (deps) => ({
  kycUploadImage: async (request) => {
    const { userId } = requireAuth(request);
    const file = receivedFile(request, 'file');
    if (!file) throw uploadTypeRefused(); // a text field named `file` is not a file
    const row = await storeImage(deps.db, userId, file, deps.clock());
    return ok(present(row), 'kyc.uploaded');
  },
  kycImage: async (request) => {
    const { userId } = requireAuth(request);
    const { id } = request.params as { id: string };
    const row = await readableUpload(deps.db, userId, id);
    if (!row) throw fail.notFound();
    return ok({ ...present(row), content: row.content.toString('base64') });
  },
});
