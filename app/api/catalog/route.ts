import { searchResponse } from '@/lib/search/endpoint';

/** GET /api/catalog: a page of the experts' or services' results (lib/search/endpoint.ts). */
export const GET = searchResponse;
