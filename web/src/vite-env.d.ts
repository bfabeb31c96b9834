/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** web/.env: the domain of the site's published mailboxes. */
  readonly VITE_CONTACT_EMAIL_DOMAIN?: string;
}
