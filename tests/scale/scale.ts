/** The generated catalogue the scale suite runs against (scripts/test-scale.sh), and its server. */
export const SCALE_PORT = Number(process.env.SCALE_PORT ?? 3250);
export const SCALE_ORIGIN = `http://localhost:${SCALE_PORT}`;
export const SCALE_CONTENT_DIR = 'content-generated/scale';
export const SCALE_EXPERTS = 1200;
export const SCALE_SERVICES = 360;
