/** Code samples (cURL, JavaScript, Python) for the documented endpoints, generated from the example request. */

export interface SampleInput {
  method: 'GET' | 'POST';
  /** Full URL including the query string. */
  url: string;
  /** JSON body for POST. */
  body?: unknown;
  apiKeyHeader?: string;
}

export const API_KEY_HEADER = 'influencer-api-key';
const KEY_PLACEHOLDER = 'YOUR_API_KEY';

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? l : pad + l))
    .join('\n');
}

export function curlSample({ method, url, body, apiKeyHeader = API_KEY_HEADER }: SampleInput): string {
  const lines = [`curl -X ${method} "${url}" \\`, `  -H "${apiKeyHeader}: ${KEY_PLACEHOLDER}"`];
  if (body !== undefined) {
    lines[1] += ' \\';
    lines.push(
      `  -H "Content-Type: application/json" \\`,
      `  -d '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`,
    );
  }
  return lines.join('\n');
}

export function javascriptSample({ method, url, body, apiKeyHeader = API_KEY_HEADER }: SampleInput): string {
  const headers =
    body !== undefined
      ? `{\n    '${apiKeyHeader}': process.env.INFLUENCER_API_KEY,\n    'Content-Type': 'application/json',\n  }`
      : `{ '${apiKeyHeader}': process.env.INFLUENCER_API_KEY }`;
  const bodyLine = body !== undefined ? `\n  body: JSON.stringify(${indent(JSON.stringify(body, null, 2), 2)}),` : '';
  return [
    `const response = await fetch('${url}', {`,
    `  method: '${method}',`,
    `  headers: ${headers},${bodyLine}`,
    `});`,
    `if (!response.ok) throw new Error(\`Request failed: \${response.status}\`);`,
    `const result = await response.json();`,
    `console.log(result.data, result.tokens_consumed);`,
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

export function pythonSample({ method, url, body, apiKeyHeader = API_KEY_HEADER }: SampleInput): string {
  const lines = ['import os', 'import requests', '', `headers = {"${apiKeyHeader}": os.environ["INFLUENCER_API_KEY"]}`];
  if (body !== undefined) {
    lines.push(
      `payload = ${toPython(body)}`,
      '',
      `response = requests.${method.toLowerCase()}("${url}", headers=headers, json=payload, timeout=30)`,
    );
  } else {
    lines.push('', `response = requests.${method.toLowerCase()}("${url}", headers=headers, timeout=30)`);
  }
  lines.push(
    'response.raise_for_status()',
    'result = response.json()',
    'print(result["data"], result["tokens_consumed"])',
  );
  return lines.join('\n');
}

export function codeSamples(
  input: SampleInput,
): { lang: 'bash' | 'javascript' | 'python'; label: string; code: string }[] {
  return [
    { lang: 'bash', label: 'cURL', code: curlSample(input) },
    { lang: 'javascript', label: 'JavaScript', code: javascriptSample(input) },
    { lang: 'python', label: 'Python', code: pythonSample(input) },
  ];
}
