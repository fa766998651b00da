import sanitizeHtml from 'sanitize-html';

/** Lengths and colours in the forms a document's layout uses, never `url(...)` or `expression(...)`. */
const LENGTH = /^-?\d+(\.\d+)?(px|pt|em|rem|%|cm|mm|in)?$/;
const LENGTHS = /^(-?\d+(\.\d+)?(px|pt|em|rem|%|cm|mm|in)?\s*){1,4}$/;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\))$/;
const BORDER = /^[\w\s.#%(),-]+$/;

/**
 * What a legal document needs: headings, paragraphs, lists, tables, emphasis, line breaks and
 * rules, sections with a class or layout styles, links to http(s) and mail. Everything else
 * goes: scripts with their content, event handlers, `javascript:` and `data:` URLs, forms,
 * frames, images and embedded objects.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'header',
    'footer',
    'article',
    'address',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'align', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    ol: ['start', 'type'],
    td: ['colspan', 'rowspan', 'width', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'valign', 'scope'],
    col: ['span', 'width'],
    table: ['width', 'border', 'cellpadding', 'cellspacing'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'text-transform': [/^(none|uppercase|lowercase|capitalize)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'font-size': [LENGTH],
      'line-height': [LENGTH],
      'vertical-align': [/^(top|middle|bottom|baseline)$/],
      color: [COLOUR],
      'background-color': [COLOUR],
      width: [LENGTH],
      'max-width': [LENGTH],
      margin: [LENGTHS],
      'margin-top': [LENGTH],
      'margin-bottom': [LENGTH],
      'margin-left': [LENGTH],
      'margin-right': [LENGTH],
      padding: [LENGTHS],
      border: [BORDER],
      'border-collapse': [/^(collapse|separate)$/],
      'page-break-before': [/^(auto|always|avoid)$/],
      'page-break-after': [/^(auto|always|avoid)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * A template body or a rendered document made safe to show: see POLICY. `{{variable}}`
 * placeholders are text and pass through unchanged.
 */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}
