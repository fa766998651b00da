import type { FastifyBaseLogger } from 'fastify';
import type { ComplianceConfig } from '../config.js';
import { detectCategory } from './category.js';
import { checkedField, extractFields, FIELDS_OF, type FoundField, scoreFields } from './fields.js';
import { CATEGORIES, type Category } from './model.js';

/** What an extractor makes of a document's text: its category and the fields of that category. */
export interface FieldsOfText {
  readonly category: Category;
  readonly fields: ReturnType<typeof extractFields>;
}

/**
 * Turns document text into fields. `declared` is the category whose fields are wanted whatever
 * the text looks like; the category reported is always the one detected.
 */
export interface FieldExtractor {
  extract(text: string, declared: Category | undefined, readingQuality: number): Promise<FieldsOfText>;
}

/** The rules of each document type (labels, identifiers, dates, amounts), offline. */
export const ruleExtractor: FieldExtractor = {
  async extract(text, declared, readingQuality) {
    const category = detectCategory(text);
    return { category, fields: extractFields(declared ?? category, text, readingQuality) };
  },
};

export interface ModelExtractorOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `http://localhost:11434/v1`. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string | undefined;
  readonly timeoutMs: number;
  readonly logger: Pick<FastifyBaseLogger, 'warn'>;
}

/** The text sent at most: a statement's first pages carry every field the types need. */
const MAX_TEXT_CHARS = 16_000;

function instructions(declared: Category | undefined): string {
  const fieldsOf = Object.entries(FIELDS_OF)
    .map(([category, names]) => `${category}: ${(names ?? []).join(', ')}`)
    .join('\n');
  return [
    'You read Indian business documents from their text (which may come from OCR and hold misread characters).',
    `Answer one JSON object: {"category": one of ${CATEGORIES.join(', ')}, "fields": {...}}.`,
    declared
      ? `The document is a ${declared}: give the fields of that category.`
      : 'Give the fields of the category you chose; other categories have none.',
    `Fields per category:\n${fieldsOf}`,
    'Dates as YYYY-MM-DD; amounts as plain numbers in rupees (apply "in lakhs", "in crores" and the like); ' +
      'the period of a financial statement as "FY 2023-24"; names as printed. A field you cannot find is null. ' +
      'Never guess an identifier (PAN, GSTIN, CIN): copy it as printed.',
  ].join('\n');
}

interface ModelAnswer {
  readonly category: Category;
  readonly fields: Record<string, unknown>;
}

function parseAnswer(content: unknown): ModelAnswer {
  if (typeof content !== 'string') throw new Error('the model answered no content');
  // Some servers wrap JSON in a code fence even when asked for a JSON object.
  const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('the model answered no JSON object');
  const { category, fields } = parsed as { category?: unknown; fields?: unknown };
  return {
    category: (CATEGORIES as readonly unknown[]).includes(category) ? (category as Category) : 'OTHER',
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {},
  };
}

/**
 * An OpenAI-compatible chat-completions endpoint as the extractor: the text read offline (text
 * layer or OCR) goes to the model, and every value it returns is held to the rules' checks, so a
 * GSTIN with a wrong check digit is as doubtful from a model as from the rules. When the model
 * cannot be reached, times out or answers nonsense, the rules extract instead: a document is
 * never failed for the model's sake.
 */
function modelExtractor(options: ModelExtractorOptions): FieldExtractor {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  async function ask(text: string, declared: Category | undefined): Promise<ModelAnswer> {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions(declared) },
          { role: 'user', content: text.slice(0, MAX_TEXT_CHARS) },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) throw new Error(`the model endpoint answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    return parseAnswer(body.choices?.[0]?.message?.content);
  }

  return {
    async extract(text, declared, readingQuality) {
      let answer: ModelAnswer;
      try {
        answer = await ask(text, declared);
      } catch (err) {
        options.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'model extractor failed; the rules extract instead',
        );
        return ruleExtractor.extract(text, declared, readingQuality);
      }
      const category = declared ?? answer.category;
      const found: Record<string, FoundField | undefined> = {};
      for (const name of FIELDS_OF[category] ?? []) found[name] = checkedField(name, answer.fields[name]);
      return { category: answer.category, fields: scoreFields(category, found, readingQuality) };
    },
  };
}

/** The extractor the configuration names: the model when `EXTRACTION_MODEL_URL` is set, the rules otherwise. */
export function fieldExtractorOf(deps: {
  readonly config: ComplianceConfig;
  readonly logger: Pick<FastifyBaseLogger, 'warn'>;
}): FieldExtractor {
  const { config } = deps;
  if (!config.EXTRACTION_MODEL_URL) return ruleExtractor;
  return modelExtractor({
    baseUrl: config.EXTRACTION_MODEL_URL,
    model: config.EXTRACTION_MODEL,
    apiKey: config.EXTRACTION_MODEL_API_KEY,
    timeoutMs: config.EXTRACTION_MODEL_TIMEOUT_MS,
    logger: deps.logger,
  });
}
