/**
 * Code samples (cURL, JavaScript fetch, Python requests, PHP curl) generated from an operation of the OpenAPI
 * document: method, path with its example path parameters, example query, key header and example body. The docs
 * page shows them against production with a placeholder key; the tests run the same generator's cURL and
 * JavaScript against the sandbox with the sandbox key.
 */
import { fillPath, queryString, type ApiOperation } from './openapi';

export interface SampleTarget {
  /** Server URL the path is appended to, e.g. https://api.example/v1 or http://localhost:8888/api/sandbox. */
  baseUrl: string;
  /** Header that carries the key (the document's apiKey scheme). */
  keyHeader: string;
  /** The key written into the cURL and PHP samples (JavaScript and Python read INFLUENCER_API_KEY). */
  apiKey: string;
}

export interface SampleInput extends SampleTarget {
  method: string;
  /** Full URL including the query string. */
  url: string;
  /** JSON body, for operations that take one. */
  body?: unknown;
}

/** The environment variable the JavaScript, Python and PHP samples read the key from. */
export const KEY_ENV = 'INFLUENCER_API_KEY';
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The sample input of an operation: its example path, query and body. */
export function sampleInput(
  op: ApiOperation,
  target: SampleTarget,
  values: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): SampleInput {
  return {
    ...target,
    method: op.method,
    url: `${target.baseUrl}${fillPath(op, values.path)}${queryString(op, values.query)}`,
    body: op.body ? (values.body ?? op.body.example) : undefined,
  };
}

const shellQuote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? l : pad + l))
    .join('\n');
}

export function curlSample({ method, url, body, keyHeader, apiKey }: SampleInput): string {
  const lines = [`curl -X ${method} ${shellQuote(url)}`, `  -H ${shellQuote(`${keyHeader}: ${apiKey}`)}`];
  if (body !== undefined)
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(body, null, 2))}`);
  return lines.join(' \\\n');
}

export function javascriptSample({ method, url, body, keyHeader }: SampleInput): string {
  const headers =
    body !== undefined
      ? `{\n    '${keyHeader}': process.env.${KEY_ENV},\n    'Content-Type': 'application/json',\n  }`
      : `{ '${keyHeader}': process.env.${KEY_ENV} }`;
  const bodyLine = body !== undefined ? `\n  body: JSON.stringify(${indent(JSON.stringify(body, null, 2), 2)}),` : '';
  return [
    `const response = await fetch(${JSON.stringify(url).replace(/^"|"$/g, "'")}, {`,
    `  method: '${method}',`,
    `  headers: ${headers},${bodyLine}`,
    `});`,
    `const result = await response.json();`,
    `if (!response.ok) throw new Error(\`\${response.status}: \${result.error?.message}\`);`,
    `console.log(JSON.stringify(result, null, 2));`,
  ].join('\n');
}

function toPython(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    if (value.every((v) => typeof v !== 'object' || v === null)) return `[${value.map((v) => toPython(v)).join(', ')}]`;
    return `[\n${value.map((v) => pad + toPython(v, level + 1)).join(',\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${toPython(v, level + 1)}`).join(',\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

export function pythonSample({ method, url, body, keyHeader }: SampleInput): string {
  const lines = ['import os', 'import requests', '', `headers = {"${keyHeader}": os.environ["${KEY_ENV}"]}`];
  const call = `requests.${method.toLowerCase()}("${url}", headers=headers`;
  if (body !== undefined)
    lines.push(`payload = ${toPython(body)}`, '', `response = ${call}, json=payload, timeout=30)`);
  else lines.push('', `response = ${call}, timeout=30)`);
  lines.push(
    'response.raise_for_status()',
    'result = response.json()',
    'print(result["data"], result["tokens_consumed"])',
  );
  return lines.join('\n');
}

export function phpSample({ method, url, body, keyHeader }: SampleInput): string {
  const headers = [`'${keyHeader}: ' . getenv('${KEY_ENV}')`];
  if (body !== undefined) headers.push(`'Content-Type: application/json'`);
  const lines = [
    '<?php',
    `$ch = curl_init('${url.replace(/'/g, "\\'")}');`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => '${method}',`,
    '    CURLOPT_RETURNTRANSFER => true,',
    `    CURLOPT_HTTPHEADER => [${headers.join(', ')}],`,
  ];
  if (body !== undefined) lines.push(`    CURLOPT_POSTFIELDS => <<<'JSON'\n${JSON.stringify(body, null, 2)}\nJSON,`);
  lines.push(
    ']);',
    '$result = json_decode(curl_exec($ch), true);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    "if ($status !== 200) throw new RuntimeException(\"$status: {$result['error']['message']}\");",
    "print_r($result['data']);",
  );
  return lines.join('\n');
}

export type SampleLang = 'bash' | 'javascript' | 'python' | 'php';

export function codeSamples(input: SampleInput): { lang: SampleLang; label: string; code: string }[] {
  return [
    { lang: 'bash', label: 'cURL', code: curlSample(input) },
    { lang: 'javascript', label: 'JavaScript', code: javascriptSample(input) },
    { lang: 'python', label: 'Python', code: pythonSample(input) },
    { lang: 'php', label: 'PHP', code: phpSample(input) },
  ];
}
