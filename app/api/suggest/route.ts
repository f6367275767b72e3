import { searchResponse } from '@/lib/search/endpoint';

/** GET /api/suggest: the header search's quick list (lib/search/endpoint.ts). */
export const GET = searchResponse;
