/**
 * Text made safe inside HTML (element content and quoted attributes). Imports nothing, so build
 * scripts run by Node load it as it is (`@siyum/domain/html`).
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
