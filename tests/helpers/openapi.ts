/**
 * Validating HTTP requests (and our fake's responses) against GitHub's own OpenAPI description
 * (@octokit/openapi, api.github.com.json, OpenAPI 3.0): the path and method must be an operation of
 * the API, path and query parameters must be declared and match their schemas, required ones present,
 * and a JSON body must match the operation's request body schema with no undeclared top-level keys.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  template: string;
  method: string;
  operationId: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}

interface Route {
  template: string;
  regex: RegExp;
  /** Parameters marked x-multi-segment match one or more segments (a ref or path with slashes); undefined when there are none. */
  multi?: RegExp;
  names: string[];
  literals: number;
}

const require = createRequire(import.meta.url);

function specPath(): string {
  const pkg = require.resolve('@octokit/openapi/package.json');
  return join(dirname(pkg), 'generated', 'api.github.com.json');
}

/** JSON pointer within the spec: "#/components/schemas/simple-user". */
function pointer(spec: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json)[key], spec);
}

export class OpenApi {
  readonly spec: Json;
  private readonly routes: Route[];
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(path = specPath()) {
    this.spec = JSON.parse(readFileSync(path, 'utf8')) as Json;
    this.routes = Object.keys(this.spec.paths as Json).map((template) => {
      const names: string[] = [];
      const multi = this.multiSegmentNames(template);
      const source = (many: boolean) =>
        template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
          if (!many) names.push(name);
          return many && multi.has(name) ? '(.+)' : '([^/]+)';
        });
      const route: Route = { template, regex: new RegExp(`^${source(false)}$`), names, literals: template.split('/').filter((s) => s && !s.startsWith('{')).length };
      if (multi.size > 0) route.multi = new RegExp(`^${source(true)}$`);
      return route;
    });
    this.routes.sort((a, b) => b.literals - a.literals);
    // OpenAPI 3.0 schemas: `nullable` is understood by Ajv; formats are descriptive here.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  }

  /** Resolves $refs in place (a copy), stopping at cycles by leaving an open schema. */
  deref(node: unknown, seen: string[] = []): unknown {
    if (Array.isArray(node)) return node.map((n) => this.deref(n, seen));
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Json;
    if (typeof obj.$ref === 'string') {
      if (seen.includes(obj.$ref)) return {};
      return this.deref(pointer(this.spec, obj.$ref), [...seen, obj.$ref]);
    }
    const out: Json = {};
    for (const [k, v] of Object.entries(obj)) out[k] = this.deref(v, seen);
    // OpenAPI 3.0's `nullable` beside no `type` (the commits list's `"author": {"nullable": true,
    // "oneOf": [...]}`) is valid, but Ajv compiles `nullable` only beside a `type`: it means the
    // schema, or null.
    if (out.nullable === true && out.type === undefined) {
      delete out.nullable;
      return { anyOf: [out, { type: 'null' }] };
    }
    return out;
  }

  /** The path parameters of a template that GitHub's description marks as spanning several segments. */
  private multiSegmentNames(template: string): Set<string> {
    const item = (this.spec.paths as Json)[template] as Json;
    const parameters = Object.values(item).flatMap((op) => ((op as Json)?.parameters as unknown[] | undefined) ?? []);
    const names = new Set<string>();
    for (const raw of parameters) {
      const p = (typeof (raw as Json).$ref === 'string' ? pointer(this.spec, (raw as Json).$ref as string) : raw) as Json;
      if (p.in === 'path' && p['x-multi-segment'] === true) names.add(String(p.name));
    }
    return names;
  }

  /** Single-segment matches first, so that a multi-segment parameter never takes a path that another route names. */
  find(method: string, pathname: string): { operation: Operation; params: Record<string, string> } | undefined {
    const candidates = [...this.routes.map((route) => ({ route, regex: route.regex })), ...this.routes.filter((r) => r.multi).map((route) => ({ route, regex: route.multi! }))];
    for (const { route, regex } of candidates) {
      const m = regex.exec(pathname);
      if (!m) continue;
      const item = (this.spec.paths as Json)[route.template] as Json;
      const raw = item[method.toLowerCase()] as Json | undefined;
      if (!raw) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      const operation = this.deref({ ...raw, parameters: [...shared, ...((raw.parameters as unknown[]) ?? [])] }) as Omit<Operation, 'template' | 'method'>;
      return { operation: { ...operation, template: route.template, method: method.toUpperCase() }, params };
    }
    return undefined;
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let v = this.compiled.get(key);
    if (!v) {
      v = this.ajv.compile(schema as Json);
      this.compiled.set(key, v);
    }
    return v;
  }

  /** A parameter's text as the type its schema wants. */
  private coerce(text: string, schema: Json | undefined): unknown {
    const type = schema?.type;
    if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
    return text;
  }

  /** Problems with a request, empty when it is a valid call of the API. */
  validateRequest(method: string, url: URL, body: string, contentType: string | undefined): { problems: string[]; operation?: Operation; params: Record<string, string> } {
    const found = this.find(method, url.pathname);
    if (!found) return { problems: [`${method} ${url.pathname}: no such operation in GitHub's OpenAPI description`], params: {} };
    const { operation, params } = found;
    const problems: string[] = [];
    const declared = new Map(operation.parameters.map((p) => [`${p.in}:${p.name}`, p]));
    for (const p of operation.parameters) {
      if (p.in === 'path') {
        const value = this.coerce(params[p.name] ?? '', p.schema);
        const v = this.validator(`${operation.operationId}:path:${p.name}`, p.schema ?? {});
        if (!v(value)) problems.push(`path parameter ${p.name}=${params[p.name]}: ${this.ajv.errorsText(v.errors)}`);
      }
      if (p.in === 'query' && p.required && !url.searchParams.has(p.name)) problems.push(`missing required query parameter ${p.name}`);
    }
    for (const [name, text] of url.searchParams) {
      const p = declared.get(`query:${name}`);
      if (!p) {
        problems.push(`undeclared query parameter ${name}`);
        continue;
      }
      const v = this.validator(`${operation.operationId}:query:${name}`, p.schema ?? {});
      if (!v(this.coerce(text, p.schema))) problems.push(`query parameter ${name}=${text}: ${this.ajv.errorsText(v.errors)}`);
    }
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    if (body.length > 0) {
      if (!bodySchema) problems.push('a body was sent but the operation takes none');
      else if (!contentType?.startsWith('application/json')) problems.push(`body sent as ${contentType}, not application/json`);
      else {
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          problems.push('body is not JSON');
        }
        if (json !== undefined) {
          const v = this.validator(`${operation.operationId}:body`, bodySchema);
          if (!v(json)) problems.push(`body: ${this.ajv.errorsText(v.errors)}`);
          const known = Object.keys((bodySchema.properties as Json | undefined) ?? {});
          if (json && typeof json === 'object' && known.length > 0) {
            for (const key of Object.keys(json)) if (!known.includes(key)) problems.push(`body: undeclared key "${key}"`);
          }
        }
      }
    } else if (operation.requestBody?.required) {
      problems.push('the operation requires a body');
    }
    return { problems, operation, params };
  }

  /** Problems with a response body we are about to send (keeps the fake honest). */
  validateResponse(operation: Operation, status: number, data: unknown): string[] {
    const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) return [];
    const v = this.validator(`${operation.operationId}:response:${status}`, schema);
    return v(data) ? [] : [`response ${status} of ${operation.operationId}: ${this.ajv.errorsText(v.errors)}`];
  }
}

let shared: OpenApi | undefined;
export function openApi(): OpenApi {
  shared ??= new OpenApi();
  return shared;
}
