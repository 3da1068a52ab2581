// The accounts the e2e server starts with: the seeded demo subscriber and the operator's admin (no plan).
export const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025' };
export const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };
