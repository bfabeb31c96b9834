/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** web/.env: the domain of the site's published mailboxes. */
  readonly VITE_CONTACT_EMAIL_DOMAIN?: string;
  /** web/.env: the AWS region members' data is kept in, as the privacy policy names it. */
  readonly VITE_DATA_REGION?: string;
}
