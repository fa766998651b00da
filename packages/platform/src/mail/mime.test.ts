import { parseMail } from './mailbox.js';
import { decodeHeader, decodeQuotedPrintable, parseHeaderValue } from './mime.js';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

describe('minimal MIME reading', () => {
  it('decodes quoted-printable soft breaks and multi-byte characters', () => {
    expect(decodeQuotedPrintable('=E2=82=B9 1,200 =E2=80=94 long=\r\n line  \r\nnext').toString('utf8')).toBe(
      '₹ 1,200 — long line\r\nnext',
    );
  });

  it('decodes encoded words, joining adjacent ones without the whitespace between them', () => {
    expect(
      decodeHeader('=?UTF-8?Q?Your_invoice_=E2=82=B9?=\t=?UTF-8?B?IOKAlCDgpKjgpK7gpLjgpY3gpKTgpYc=?='),
    ).toBe('Your invoice ₹ — नमस्ते');
    expect(decodeHeader('=?iso-8859-1?Q?caf=E9?= au lait')).toBe('café au lait');
  });

  it('reads RFC 2231 parameters split over continuations', () => {
    const header = parseHeaderValue(
      "attachment; filename*0*=utf-8''%E0%A4%9A%E0%A4%BE; filename*1*=%E0%A4%B2%E0%A4%BE%E0%A4%A8.pdf; size=3",
    );
    expect(header.value).toBe('attachment');
    expect(header.params.get('filename')).toBe('चालान.pdf');
    expect(parseHeaderValue('text/plain; name="a;b.txt"').params.get('name')).toBe('a;b.txt');
  });

  it('reads a message from another mailer: LF endings, nested multipart, base64 latin1 text', () => {
    const raw = Buffer.from(
      [
        'From: billing@example.test',
        'To: "Rao, Asha" <asha@example.test>,',
        ' ops@example.test',
        'Subject: Statement',
        'Content-Type: multipart/mixed; boundary="outer"',
        '',
        'preamble',
        '--outer',
        'Content-Type: multipart/alternative; boundary=inner',
        '',
        '--inner',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('Caf\u00e9 bill\nline two', 'latin1').toString('base64'),
        '--inner',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Café</p>',
        '--inner--',
        '--outer',
        'Content-Type: application/pdf; name=statement.pdf',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF').toString('base64'),
        '--outer--',
        '',
      ].join('\n'),
      'utf8',
    );
    expect(parseMail(raw)).toMatchObject({
      to: ['asha@example.test', 'ops@example.test'],
      subject: 'Statement',
      text: 'Café bill\nline two',
      html: '<p>Café</p>',
      attachments: [
        { filename: 'statement.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
      ],
    });
  });

  it('reads a bare 7bit message', () => {
    const mail = parseMail(crlf(['To: a@example.test', 'Subject: hi', '', 'hello', 'world', '']));
    expect(mail).toMatchObject({
      to: ['a@example.test'],
      subject: 'hi',
      text: 'hello\nworld',
      attachments: [],
    });
  });
});
