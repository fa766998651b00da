export const PORTAL_SCHEMA = 'portal';
export const API_PREFIX = '/api/v1';
