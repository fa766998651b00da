import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mailbox.js';
import { openMailer } from './open.js';

interface Delivery {
  readonly mailFrom: string;
  readonly rcptTo: string[];
  readonly message: ReceivedMail;
}

describe('SMTP mailer', () => {
  let server: SMTPServer;
  let port: number;
  const deliveries: Delivery[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          deliveries.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            message: parseMail(Buffer.concat(chunks)),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('SMTP test server is not on TCP');
    port = address.port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers to the server with the right envelope, recipient and subject', async () => {
    const mailer = openMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DATA_DIR: '/nonexistent',
      MAIL_FROM: 'Platform <no-reply@example.test>',
    });
    expect(mailer.kind).toBe('smtp');
    const sent = await mailer.send({
      to: 'Asha Rao <asha@example.test>',
      subject: 'Reminder: ₹ 1,200 due — नमस्ते',
      text: 'Please pay ₹ 1,200 by Friday.',
    });
    await mailer.close();

    expect(sent.file).toBeUndefined();
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery?.mailFrom).toBe('no-reply@example.test');
    expect(delivery?.rcptTo).toEqual(['asha@example.test']);
    expect(delivery?.message).toMatchObject({
      messageId: sent.messageId,
      to: ['asha@example.test'],
      subject: 'Reminder: ₹ 1,200 due — नमस्ते',
      text: 'Please pay ₹ 1,200 by Friday.',
    });
  });
});
