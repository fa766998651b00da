/** Every sign-in method GoTrue can switch on; only e-mail and password exist here. */
export const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
] as const;

/** `GET /settings` as GoTrue answers it: which features this provider has switched on. */
export function providerSettings(autoconfirm: boolean) {
  return {
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}
