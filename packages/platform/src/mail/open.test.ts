import { openMailer } from './open.js';

describe('openMailer', () => {
  it('writes files when no SMTP_URL is set and speaks SMTP when it is', async () => {
    const files = openMailer({ DATA_DIR: '/tmp/platform-data', MAIL_FROM: 'no-reply@example.test' });
    const smtp = openMailer({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATA_DIR: '/tmp/platform-data',
      MAIL_FROM: 'no-reply@example.test',
    });
    expect([files.kind, smtp.kind]).toEqual(['file', 'smtp']);
    await Promise.all([files.close(), smtp.close()]);
  });
});
