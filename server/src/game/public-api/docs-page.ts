/**
 * The API reference page (/api/docs): plain HTML generated from the OpenAPI document, no script
 * and nothing fetched from elsewhere, so it renders under the game's content policy as it is.
 */
import { PUBLIC_API_OPENAPI_PATH } from '@idle/contracts';
import type { OpenApiDocument } from './openapi';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** `code` spans for the document's backticks, the rest escaped. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;
background:#14161b;color:#e4e6eb;line-height:1.5}
a{color:#8ab4f8}code,pre{font-family:ui-monospace,monospace;background:#1f232b;border-radius:4px}
code{padding:0 .25rem}pre{padding:.75rem;overflow-x:auto;font-size:.85rem}
section{border-top:1px solid #333a46;margin-top:1.5rem}h2 code{font-size:1rem}
.method{color:#7ee787;font-weight:bold}table{border-collapse:collapse}
td,th{border:1px solid #333a46;padding:.25rem .5rem;text-align:left}`;

export function docsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).map(([path, { get }]) => {
    const parameters =
      'parameters' in get && get.parameters.length > 0
        ? `<h3>Path parameters</h3><table><tr><th>name</th><th>schema</th><th>about</th></tr>${get.parameters
            .map(
              (parameter) =>
                `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td><code>${escapeHtml(
                  JSON.stringify(parameter.schema),
                )}</code></td><td>${'description' in parameter ? prose(parameter.description) : ''}</td></tr>`,
            )
            .join('')}</table>`
        : '';
    const answerId =
      get.responses['200'].content['application/json'].schema.$ref.split('/').pop() ?? '';
    const refusals = Object.entries(get.responses)
      .filter(([status]) => status !== '200')
      .map(([status, answer]) => `<li><code>${status}</code> ${prose(answer.description)}</li>`)
      .join('');
    return (
      `<section id="${escapeHtml(get.operationId)}"><h2><span class="method">GET</span> <code>${escapeHtml(path)}</code></h2>` +
      `<p>${prose(get.summary)} ${prose(get.description)}</p>${parameters}` +
      `<h3>Answer: <a href="#schema-${escapeHtml(answerId)}">${escapeHtml(answerId)}</a></h3>` +
      `<h3>Refusals</h3><ul>${refusals}</ul></section>`
    );
  });
  const schemas = Object.entries(document.components.schemas).map(
    ([id, schema]) =>
      `<section id="schema-${escapeHtml(id)}"><h2>${escapeHtml(id)}</h2><pre>${escapeHtml(
        JSON.stringify(schema, null, 2),
      )}</pre></section>`,
  );
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${escapeHtml(document.info.title)}</h1><p>${prose(document.info.description)}</p>` +
    `<p>Machine-readable: <a href="${PUBLIC_API_OPENAPI_PATH}">${PUBLIC_API_OPENAPI_PATH}</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>` +
    `<h2>Routes</h2><ul>${Object.values(document.paths)
      .map(
        ({ get }) => `<li><a href="#${escapeHtml(get.operationId)}">${prose(get.summary)}</a></li>`,
      )
      .join('')}</ul>${operations.join('')}<h2>Schemas</h2>${schemas.join('')}</body></html>`
  );
}
