import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readMailbox } from './mailbox.js';
import { openMailer } from './open.js';

describe('file mailer', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mail-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes an .eml under DATA_DIR/mail that readMailbox reads back', async () => {
    const mailer = openMailer({ DATA_DIR: dataDir, MAIL_FROM: 'Platform <no-reply@example.test>' });
    expect(mailer.kind).toBe('file');
    const text = 'Invoice total: ₹ 1,200 — नमस्ते\nA long line '.concat('x'.repeat(120), ' that must wrap.');
    const sent = await mailer.send({
      to: 'Asha Rao <asha@example.test>',
      subject: 'Your invoice ₹ 1,200 — नमस्ते',
      text,
    });
    await mailer.close();

    expect(sent.file).toBe(join(dataDir, 'mail', basename(sent.file ?? '')));
    expect(sent.file).toMatch(/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-000001-.+\.eml$/);
    const raw = await readFile(sent.file ?? '', 'latin1');
    expect(raw).toMatch(/^Content-Transfer-Encoding: quoted-printable\r$/m);

    const mailbox = await readMailbox(join(dataDir, 'mail'));
    expect(mailbox).toHaveLength(1);
    expect(mailbox[0]).toMatchObject({
      file: sent.file,
      messageId: sent.messageId,
      from: 'Platform <no-reply@example.test>',
      to: ['asha@example.test'],
      subject: 'Your invoice ₹ 1,200 — नमस्ते',
      text,
      attachments: [],
    });
  });

  it('keeps html, attachments and several recipients, and lists messages in sending order', async () => {
    const mailer = openMailer({ DATA_DIR: dataDir, MAIL_FROM: 'no-reply@example.test' });
    const pdf = Buffer.from('%PDF-1.7 binary \u0000\u00ff', 'latin1');
    await mailer.send({ to: 'first@example.test', subject: 'first', text: 'one' });
    await mailer.send({
      to: ['a@example.test', '"Rao, Asha" <asha@example.test>'],
      subject: 'second',
      text: 'two',
      html: '<p>₹ 1,200</p>',
      attachments: [
        { filename: 'चालान.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'notes.txt', content: Buffer.from('plain') },
      ],
    });
    await mailer.close();

    const mailbox = await readMailbox(join(dataDir, 'mail'));
    expect(mailbox.map((m) => m.subject)).toEqual(['first', 'second']);
    const second = mailbox[1];
    expect(second?.to).toEqual(['a@example.test', 'asha@example.test']);
    expect(second?.text).toBe('two');
    expect(second?.html).toBe('<p>₹ 1,200</p>');
    expect(second?.attachments).toEqual([
      { filename: 'चालान.pdf', contentType: 'application/pdf', content: pdf },
      { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('plain') },
    ]);
    expect((await readdir(join(dataDir, 'mail'))).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('reads a missing mailbox as empty', async () => {
    expect(await readMailbox(join(dataDir, 'nowhere'))).toEqual([]);
  });
});
