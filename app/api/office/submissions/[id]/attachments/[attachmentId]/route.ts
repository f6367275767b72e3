import { downloadAttachment } from '@/lib/office/routes';

/** GET /api/office/submissions/:id/attachments/:attachmentId: a stored file, as a download. */
export const GET = downloadAttachment;
