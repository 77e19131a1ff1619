import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { deployedNodeOptions } from '../bench/compiled.ts';
import { registry } from '../subgraphs/registry.ts';
import { deploymentEntries } from '../subgraphs/supergraph-config.ts';

/**
 * compose.yaml, the Dockerfile and nginx's config, checked without Docker: every process kind is a service started
 * by its npm script, on one PostgreSQL and one Redis, the two routers behind nginx, the subgraphs over HTTP signed
 * with the shared secret.
 */
const ROOT = new URL('../', import.meta.url).pathname;
const read = (path: string) => readFileSync(ROOT + path, 'utf8');
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, any>; volumes: Record<string, unknown> };
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const APP_SERVICES = ['subgraphs', 'router-1', 'router-2', 'worker', 'mirror'];

describe('compose.yaml', () => {
  it('has the routers, subgraphs, workers, mirror, PostgreSQL, Redis and nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['mirror', 'nginx', 'postgres', 'redis', 'router-1', 'router-2', 'subgraphs', 'worker'].sort());
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+/);
    expect(compose.services.redis.image).toMatch(/^redis:\d+/);
    expect(compose.services.worker.deploy.replicas).toBeGreaterThanOrEqual(2);
  });

  it('runs every process of ours with one heap setting: the npm scripts, and the container image through NODE_OPTIONS', () => {
    const options = ['server', 'subgraphs', 'worker', 'mirror'].map((name) => deployedNodeOptions(name).join(' '));
    expect(new Set(options).size).toBe(1);
    expect(options[0]).toMatch(/--max-old-space-size=\d+/);
    expect(scripts.start).toBe(`node ${options[0]} dist/bin/server.js`);
    expect(read('Dockerfile')).toContain(`ENV NODE_OPTIONS="${options[0]}"`);
    // Set after the build: the TypeScript compiler needs more heap than the bound gives a process.
    expect(read('Dockerfile').indexOf('ENV NODE_OPTIONS')).toBeGreaterThan(read('Dockerfile').indexOf('RUN npm run build'));
  });

  it('starts each process kind compiled, as the first process of its container, from an entry point the build compiles', () => {
    const commands = Object.fromEntries(APP_SERVICES.map((name) => [name, compose.services[name].command.join(' ')]));
    expect(commands).toEqual({
      subgraphs: 'node dist/bin/subgraphs.js',
      'router-1': 'node dist/bin/server.js',
      'router-2': 'node dist/bin/server.js',
      worker: 'node dist/bin/worker.js',
      mirror: 'node dist/bin/mirror.js',
    });
    const built = (JSON.parse(read('tsconfig.build.json')) as { files: string[] }).files;
    // The npm scripts run the same compiled files, each after a build of whatever changed.
    for (const script of ['start', 'start:subgraphs', 'worker', 'mirror', 'start:hive']) {
      expect(scripts[script]).toMatch(/^node (--[\w-]+=\S+ )*dist\/bin\/[a-z-]+\.js$/);
      expect(scripts[`pre${script}`]).toBe('tsx bin/build.ts --if-stale');
    }
    for (const command of [...Object.values(commands), ...Object.values(scripts)].filter((s) => /dist\/bin\/[a-z-]+\.js/.test(s))) {
      const source = command.match(/dist\/(bin\/[a-z-]+)\.js/)![1] + '.ts';
      expect(() => read(source)).not.toThrow();
      expect(built).toContain(source);
    }
  });

  it('gives every process the same database, Redis, supergraph and signing secret; only the mirror copies media, only workers run jobs', () => {
    for (const name of APP_SERVICES) {
      const env = compose.services[name].environment;
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.SUPERGRAPH_CONFIG, name).toBe('/app/deploy/supergraph.yaml');
      expect(env.INTERNAL_SIGNING_SECRET, name).toMatch(/^\$\{INTERNAL_SIGNING_SECRET:-.{32,}\}$/);
      expect(env.MEDIA_MIRROR_WORKER, name).toBe('false');
      expect(env.JOB_WORKER, name).toBe('false');
      expect(compose.services[name].volumes, name).toContain('media:/data/media');
      expect(Object.keys(compose.services[name].depends_on), name).toEqual(expect.arrayContaining(['postgres', 'redis']));
    }
    expect(compose.services.subgraphs.environment.SUBGRAPHS_LISTEN_HOST).toBe('0.0.0.0');
    for (const router of ['router-1', 'router-2']) expect(compose.services[router].environment.PORT).toBe('4000');
    expect(compose.volumes).toHaveProperty('media');
  });

  it('serves every subgraph over HTTP from the subgraphs service, each on its own port, with the schemas supergraph.yaml composes', () => {
    const deployed = deploymentEntries(registry.modules, ROOT + 'deploy/supergraph.yaml');
    // Every subgraph of the registry, each with its module's schema file (both files are generated from the registry).
    expect(deployed.every((e) => e.routingUrl)).toBe(true);
    const schemaFiles = (parse(read('deploy/supergraph.yaml')) as { subgraphs: Record<string, { schema: { file: string } }> }).subgraphs;
    expect(Object.entries(schemaFiles).map(([name, s]) => [name, new URL(s.schema.file, new URL('deploy/', 'file://' + ROOT)).pathname])).toEqual(
      registry.modules.map((m) => [m.name, m.schema.pathname]),
    );
    const ports = deployed.map((e) => {
      const url = new URL(e.routingUrl!);
      expect(url.hostname).toBe('subgraphs');
      expect(url.pathname).toBe('/graphql');
      return url.port;
    });
    expect(new Set(ports).size).toBe(deployed.length);
  });

  it('puts nginx in front of the two routers, on the port it publishes', () => {
    const nginx = compose.services.nginx;
    expect(nginx.image).toMatch(/^nginx:/);
    expect(nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx.ports).toEqual(['8080:8080']);
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(/upstream routers \{[^}]*server router-1:4000[^}]*server router-2:4000[^}]*\}/);
    expect(conf).toMatch(/listen 8080;/);
    expect(conf).toMatch(/proxy_pass http:\/\/routers;/);
    expect(conf).not.toMatch(/non_idempotent/);
  });
});

describe('Dockerfile', () => {
  it('builds on node:20-slim with npm ci and runs as a non-root user', () => {
    const lines = read('Dockerfile')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines[0]).toBe('FROM node:20-slim');
    expect(lines.some((l) => /^RUN npm ci\b/.test(l))).toBe(true);
    const user = lines.findIndex((l) => l.startsWith('USER '));
    expect(lines[user]).toBe('USER node');
    expect(user).toBeGreaterThan(lines.findIndex((l) => l.startsWith('RUN ')));
    expect(lines.some((l) => /^RUN npm run build\b/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('CMD ["node", "dist/bin/server.js"]');
    expect(read('.dockerignore').split('\n')).toContain('node_modules');
  });
});
