import { exportSubmissions } from '@/lib/office/routes';

/** GET /api/office/export?format=csv|json&…filters: the inbox's list as a file. */
export const GET = exportSubmissions;
