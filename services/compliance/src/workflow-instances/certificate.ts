import { createRequire } from 'node:module';
import type { InstancePhase } from './tasks.js';

const require = createRequire(import.meta.url);
/** A font with ₹ and Indian names' diacritics, shipped in an npm package (pdfkit's standard fonts garble them). */
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface CertificateInput {
  readonly instanceId: string;
  readonly tenantName: string;
  readonly entityName: string;
  readonly entityType: string;
  readonly cin?: string | undefined;
  readonly workflowName: string;
  readonly legalReference: string | null;
  readonly financialYear: string | null;
  readonly dueDate: string | null;
  readonly completedAt: Date;
  readonly phases: readonly InstancePhase[];
  /** Who a task's `completedBy` id is, for the reader. */
  readonly nameOf: (userId: string) => string;
  readonly issuedAt: Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The compliance certificate of a completed workflow as PDF bytes: what was done, by whom and when. */
export async function renderCertificate(input: CertificateInput): Promise<Buffer> {
  // Loaded on the first document: pdfkit and its fonts' code cost every start a tenth of a second.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Compliance certificate: ${input.workflowName}`, Subject: input.entityName },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text('Compliance Certificate', { align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(10).fillColor('#555555');
  doc.text(`Certificate ${input.instanceId} · issued ${day(input.issuedAt)} by ${input.tenantName}`, {
    align: 'center',
  });
  doc.moveDown(1.5).fillColor('#000000').fontSize(12);
  doc.font('regular').text('This certifies that', { continued: false });
  doc.font('bold').fontSize(14).text(input.entityName);
  doc
    .font('regular')
    .fontSize(11)
    .text(
      [input.entityType.replaceAll('_', ' '), input.cin ? `CIN ${input.cin}` : undefined]
        .filter(Boolean)
        .join(' · '),
    );
  doc.moveDown(0.8).fontSize(12).text('has completed the workflow');
  doc.font('bold').fontSize(14).text(input.workflowName);
  if (input.legalReference) doc.font('regular').fontSize(10).text(input.legalReference);
  doc.moveDown(0.5).font('regular').fontSize(11);
  const facts = [
    input.financialYear ? `Financial year ${input.financialYear}` : undefined,
    input.dueDate ? `due ${input.dueDate}` : undefined,
    `completed ${day(input.completedAt)}`,
  ].filter(Boolean);
  doc.text(facts.join(' · '));

  for (const phase of input.phases) {
    doc.moveDown(1).font('bold').fontSize(12).text(`Phase ${phase.order}: ${phase.name}`);
    for (const task of phase.tasks) {
      const state = task.completed
        ? `done ${task.completedAt ? when(task.completedAt) : ''} by ${task.completedBy ? input.nameOf(task.completedBy) : 'unknown'}`
        : task.mandatory
          ? 'open'
          : 'not done (optional)';
      doc
        .moveDown(0.3)
        .font('regular')
        .fontSize(10)
        .text(`${task.completed ? '✓' : '–'} ${task.name}`);
      doc
        .fillColor('#555555')
        .text(`   ${task.taskId} · ${task.mandatory ? 'mandatory' : 'optional'} · ${state}`);
      doc.fillColor('#000000');
    }
  }
  doc.end();
  return done;
}
